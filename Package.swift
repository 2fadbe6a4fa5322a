// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PushComposer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "push-composer", targets: ["push-composer"]),
        .library(name: "PushCore", targets: ["PushCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Sending only: kept out of the core and the composer's pure modules.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-nio-http2", from: "1.46.0"),
    ],
    targets: [
        // MARK: - Facts about text every module shares: invisible characters, stray bytes of file names, byte counts
        .target(name: "PlainText"),

        // MARK: - Files read and written safely: one bounded reader, atomic writes, checked output (no UI)
        .target(name: "SafeFiles", dependencies: ["PlainText"]),

        // MARK: - The base below the core and the Liquid engine: strict JSON with positions, civil dates, "did you mean"
        .target(name: "TextFormats", dependencies: ["PlainText"]),

        // MARK: - The validation core (Foundation only, no UI)
        .target(name: "PushCore", dependencies: ["PlainText", "TextFormats", "BrazeLiquid"]),

        // MARK: - The push as a test user receives it: Liquid rendered per user, the users file (no UI)
        .target(name: "PushPersonalization", dependencies: ["PushCore", "TextFormats", "BrazeLiquid", "SafeFiles", "PlainText"]),

        // MARK: - Digests, HMACs and P-256 keys by the system's libcrypto (OpenSSL), in one small C module
        .target(name: "CLibCrypto"),
        .target(name: "Cryptography", dependencies: ["CLibCrypto"]),

        // MARK: - Braze's Liquid: preprocessor, parser and renderer (no UI; digests by libcrypto)
        .target(name: "BrazeLiquid", dependencies: ["PlainText", "TextFormats", "Cryptography"]),

        // MARK: - Terminal drawing layer (no ncurses, no push knowledge)
        .target(name: "TerminalKit", dependencies: ["PlainText"]),

        // MARK: - ncurses, behind the TerminalBackend protocol (the only module that touches it)
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        .target(name: "NcursesBackend", dependencies: ["TerminalKit", "CNcursesw"]),

        // MARK: - The preview: the lock-screen card and the coloured payload (no ncurses)
        .target(name: "PushPreview", dependencies: ["PushCore", "TextFormats", "TerminalKit"]),

        // MARK: - Themes: the composer's styles by role, built in or read from a theme file's style words
        .target(name: "TerminalThemes", dependencies: ["TerminalKit", "PushPreview", "TextFormats"]),

        // MARK: - Composer settings: the user's config file, its sections, theme files found and read
        .target(name: "ComposerSettings", dependencies: ["TerminalKit", "TerminalThemes", "PushPreview", "PushCore", "TextFormats", "SafeFiles", "PushSending", "PushPersonalization", "PushMedia"]),

        // MARK: - The composer's pure part: state, update, view (no terminal, clock, file or network)
        .target(
            name: "ComposerApp",
            dependencies: ["PushCore", "TextFormats", "PushPreview", "TerminalKit", "TerminalThemes", "SafeFiles", "PlainText", "PushSending", "PushPersonalization", "BrazeLiquid", "PushMedia"]
        ),

        // MARK: - The composer's runtime: the loop, effects off the loop, clocks, the card's picture drawn (drives any TerminalBackend)
        .target(name: "ComposerRuntime", dependencies: ["ComposerApp", "TerminalThemes", "BrazeLiquid", "PushCore", "TextFormats", "TerminalKit", "ComposerSettings", "DraftStorage", "SafeFiles", "PlainText", "PushSending", "PushPersonalization", "PushMedia", "PushPreview", "PictureDrawing"]),

        // MARK: - Sending, the part with no network: recipients, plans, what every answer means, history
        .target(name: "PushSending", dependencies: ["PushCore", "TextFormats", "SafeFiles", "PlainText"]),

        // MARK: - Rich media, the part with no network: what a file is, its pixels, what iOS takes of it
        .target(name: "PushMedia", dependencies: ["PushCore"]),

        // MARK: - Pictures decoded (libjpeg-turbo, libpng, giflib, libwebp) and drawn in terminal cells,
        // sixel, kitty or iTerm2 images (libchafa): one small C module holds the libraries' headers
        // and opens each library the first time a picture needs it, not at every start (no ncurses)
        .target(name: "CPictureLibraries"),
        .target(name: "PictureDecoding", dependencies: ["PushMedia", "CPictureLibraries"]),
        .target(name: "PictureDrawing", dependencies: ["PushMedia", "PushPreview", "TerminalKit", "CPictureLibraries"]),
        // The libraries linked as usual, by the tests only: encoders for the test servers' pictures,
        // and libchafa's own header for the values the module above declares.
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev"])]),

        // MARK: - Sending over the network: APNs over HTTP/2 with a token, Braze's REST API
        .target(
            name: "PushTransport",
            dependencies: [
                "PushSending", "PushCore", "TextFormats", "SafeFiles", "PushMedia", "PushPersonalization", "BrazeLiquid",
                "Cryptography",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOTLS", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTP2", package: "swift-nio-http2"),
            ]
        ),

        // MARK: - The language server: editors' view of the checker (no terminal, no network)
        .target(name: "PushLanguageServer", dependencies: ["PushCore", "BrazeLiquid", "TextFormats", "ComposerSettings", "SafeFiles", "TerminalKit",
                                                           "PushPersonalization"]),

        // MARK: - The command line (no ncurses)
        .target(
            name: "PushCLI",
            dependencies: [
                "PushCore",
                "TextFormats",
                "PushPreview",
                "TerminalKit",
                "SafeFiles",
                "PlainText",
                "ComposerSettings",
                "DraftStorage",
                "PushSending",
                "PushTransport",
                "PushMedia",
                "PictureDecoding",
                "PictureDrawing",
                "PushPersonalization",
                "BrazeLiquid",
                "PushLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["BuildCommit"]
        ),
        // `--version` names the commit: a file written before each build, only when it changes.
        .plugin(name: "BuildCommit", capability: .buildTool()),

        // MARK: - The composer's autosaved drafts: atomic writes to the XDG state folder (no UI)
        .target(name: "DraftStorage", dependencies: ["PushCore", "TextFormats", "SafeFiles", "PlainText"]),

        // MARK: - Process settings Swift's Glibc module lacks (no core dumps), for the executable
        .target(name: "CProcessControl"),

        // MARK: - The executable: no arguments opens the composer, otherwise the command line
        .executableTarget(
            name: "push-composer",
            dependencies: [
                "CProcessControl", "PushCLI", "ComposerApp", "ComposerRuntime", "ComposerSettings", "DraftStorage", "PushCore", "TextFormats", "TerminalKit", "NcursesBackend", "SafeFiles",
                "PlainText", "PushSending", "PushTransport", "PushPersonalization", "PictureDecoding", "PictureDrawing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Benchmarks (run by Tests/Benchmarks/*.sh; they print figures, never assert timings)
        .target(
            name: "BenchmarkSupport",
            dependencies: ["ComposerApp", "ComposerRuntime", "ComposerSettings", "PushCore", "TerminalKit"],
            path: "Tests/Benchmarks/BenchmarkSupport"
        ),
        .executableTarget(
            name: "keystroke-bench",
            dependencies: ["BenchmarkSupport", "ComposerApp", "ComposerRuntime", "ComposerSettings", "PushCore", "TerminalKit", "PushPersonalization"],
            path: "Tests/Benchmarks/KeystrokeBench"
        ),
        .executableTarget(
            name: "send-bench",
            dependencies: ["BenchmarkSupport", "ComposerApp", "PushCore", "PushSending", "PushTransport", "LocalPushServers",
                           "TerminalKit", "Cryptography"],
            path: "Tests/Benchmarks/SendBench"
        ),

        // MARK: - Tests, one target per module, and the snapshot helper they share
        .target(name: "SnapshotTesting", dependencies: ["TerminalKit"], path: "Tests/SnapshotTesting"),
        .target(name: "FileTestSupport", path: "Tests/FileTestSupport"),
        // What tests share: the composer and CLI harnesses, the recording performer, the test clock
        // and a seeded generator.
        .target(
            name: "TestSupport",
            dependencies: ["ComposerApp", "ComposerRuntime", "ComposerSettings", "TerminalThemes", "TerminalKit", "PushCore", "PushCLI",
                           "PushSending", "SafeFiles", "TextFormats", "FileTestSupport"],
            path: "Tests/TestSupport"
        ),
        // Local APNs and Braze servers speaking the real protocols (HTTP/2 over TLS on 127.0.0.1).
        .target(
            name: "LocalPushServers",
            dependencies: [
                "Cryptography",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOTLS", package: "swift-nio"),
                .product(name: "NIOHTTP2", package: "swift-nio-http2"),
                .product(name: "NIOHPACK", package: "swift-nio-http2"),
                "CTurboJPEG", "CPNG", "CWebP",
            ],
            path: "Tests/LocalPushServers"
        ),
        // The same servers as a program, for the end-to-end scripts and the send benchmark.
        .executableTarget(name: "push-test-servers", dependencies: ["LocalPushServers", "Cryptography"], path: "Tests/PushTestServers"),
        .testTarget(name: "PushCoreTests", dependencies: ["PushCore", "TextFormats", "PlainText", "BrazeLiquid"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "PushCLITests",
            dependencies: ["PushCLI", "PushCore", "PushTransport", "FileTestSupport", "LocalPushServers", "Cryptography", "TestSupport",
                           "ComposerSettings", "PushMedia", "PushPersonalization", "BrazeLiquid"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "PushPreviewTests", dependencies: ["PushPreview", "PushCore", "TextFormats", "TerminalKit", "SnapshotTesting"], exclude: ["Snapshots"]),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "SnapshotTesting"], exclude: ["Snapshots"]),
        .testTarget(name: "NcursesBackendTests", dependencies: ["NcursesBackend", "TerminalKit", "CNcursesw"]),
        .testTarget(
            name: "PropertyTests",
            dependencies: ["PushCore", "TextFormats", "TerminalKit", "PlainText", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "ComposerSettingsTests", dependencies: ["ComposerSettings", "TerminalThemes", "TerminalKit", "PushPreview", "FileTestSupport", "PushSending", "SafeFiles"]),
        .testTarget(name: "DraftStorageTests", dependencies: ["DraftStorage", "PushCore", "TextFormats", "SafeFiles", "FileTestSupport"]),
        .testTarget(name: "BrazeLiquidTests", dependencies: ["BrazeLiquid", "TestSupport"], exclude: ["SKIPPED.md"], resources: [.copy("GoldenLiquid")]),
        .testTarget(name: "PushPersonalizationTests", dependencies: ["PushPersonalization", "PushCore", "TextFormats", "BrazeLiquid"]),
        .testTarget(name: "PushSendingTests", dependencies: ["PushSending", "PushCore", "FileTestSupport"]),
        .testTarget(name: "PushMediaTests", dependencies: ["PushMedia", "PushCore", "LocalPushServers"]),
        .testTarget(name: "PushLanguageServerTests", dependencies: ["PushLanguageServer", "PushCore", "TextFormats", "BrazeLiquid",
                                                                     "PushPersonalization"]),
        .testTarget(name: "PictureTests", dependencies: ["PictureDecoding", "PictureDrawing", "PushMedia", "PushPreview", "PushCore", "TerminalKit",
                                                         "LocalPushServers", "SnapshotTesting", "CWebP", "CChafa", "CPictureLibraries"],
                    exclude: ["Snapshots"]),
        .testTarget(
            name: "PushTransportTests",
            dependencies: ["PushTransport", "PushSending", "BrazeLiquid", "PushPersonalization", "PushCore", "PushMedia", "LocalPushServers", "FileTestSupport",
                           "Cryptography"]
        ),
        .testTarget(name: "ProcessControlTests", dependencies: ["CProcessControl"]),
        .testTarget(name: "SafeFilesTests", dependencies: ["SafeFiles", "PlainText", "FileTestSupport"]),
        .testTarget(name: "CryptographyTests", dependencies: ["Cryptography", "FileTestSupport"]),
        .testTarget(
            name: "ComposerAppTests",
            dependencies: ["ComposerApp", "ComposerRuntime", "ComposerSettings", "TerminalThemes", "FileTestSupport", "PushCore", "TextFormats", "PushPreview", "TerminalKit",
                           "SnapshotTesting", "SafeFiles", "PushSending", "PushTransport", "PushPersonalization", "LocalPushServers", "PictureDecoding",
                           "Cryptography", "TestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "ComposerRuntimeTests",
            dependencies: ["ComposerRuntime", "ComposerApp", "TestSupport", "TerminalKit", "PushCore", "PushSending", "PushTransport",
                           "ComposerSettings", "SafeFiles", "TextFormats", "FileTestSupport", "LocalPushServers", "Cryptography",
                           "BrazeLiquid", "PushPersonalization"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
