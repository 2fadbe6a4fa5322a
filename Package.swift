// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PushComposer",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "push-composer", targets: ["push-composer"]),
        .library(name: "PushCore", targets: ["PushCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // MARK: - Facts about text every module shares: invisible characters, stray bytes of file names, byte counts
        .target(name: "PlainText"),

        // MARK: - Files read and written safely: one bounded reader, atomic writes, checked output (no UI)
        .target(name: "SafeFiles", dependencies: ["PlainText"]),

        // MARK: - The validation core (Foundation only, no UI)
        .target(name: "PushCore", dependencies: ["PlainText"]),

        // MARK: - Terminal drawing layer (no ncurses, no push knowledge)
        .target(name: "TerminalKit", dependencies: ["PlainText"]),

        // MARK: - ncurses, behind the TerminalBackend protocol (the only module that touches it)
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        .target(name: "NcursesBackend", dependencies: ["TerminalKit", "CNcursesw"]),

        // MARK: - The preview: the lock-screen card and the coloured payload (no ncurses)
        .target(name: "PushPreview", dependencies: ["PushCore", "TerminalKit"]),

        // MARK: - Composer settings: themes and the user's config file
        .target(name: "ComposerSettings", dependencies: ["TerminalKit", "PushPreview", "PushCore", "SafeFiles"]),

        // MARK: - The composer's pure part: state, update, view (no terminal, clock, file or network)
        .target(name: "ComposerApp", dependencies: ["PushCore", "PushPreview", "TerminalKit", "ComposerSettings", "SafeFiles", "PlainText"]),

        // MARK: - The composer's runtime: the loop, effects off the loop, clocks (drives any TerminalBackend)
        .target(name: "ComposerRuntime", dependencies: ["ComposerApp", "PushCore", "TerminalKit", "ComposerSettings", "DraftStorage", "SafeFiles"]),

        // MARK: - The command line (no ncurses)
        .target(
            name: "PushCLI",
            dependencies: [
                "PushCore",
                "PushPreview",
                "TerminalKit",
                "SafeFiles",
                "PlainText",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - The composer's autosaved drafts: atomic writes to the XDG state folder (no UI)
        .target(name: "DraftStorage", dependencies: ["PushCore", "SafeFiles", "PlainText"]),

        // MARK: - The executable: no arguments opens the composer, otherwise the command line
        .executableTarget(
            name: "push-composer",
            dependencies: [
                "PushCLI", "ComposerApp", "ComposerRuntime", "ComposerSettings", "DraftStorage", "PushCore", "TerminalKit", "NcursesBackend", "SafeFiles",
                "PlainText",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Benchmarks (run by Tests/Benchmarks/*.sh; they print figures, never assert timings)
        .executableTarget(
            name: "keystroke-bench",
            dependencies: ["ComposerApp", "ComposerRuntime", "ComposerSettings", "PushCore", "TerminalKit"],
            path: "Tests/Benchmarks/KeystrokeBench"
        ),

        // MARK: - Tests, one target per module, and the snapshot helper they share
        .target(name: "SnapshotTesting", dependencies: ["TerminalKit"], path: "Tests/SnapshotTesting"),
        .target(name: "FileTestSupport", path: "Tests/FileTestSupport"),
        .testTarget(name: "PushCoreTests", dependencies: ["PushCore", "PlainText"], resources: [.copy("Fixtures")]),
        .testTarget(name: "PushCLITests", dependencies: ["PushCLI", "PushCore"], resources: [.copy("Fixtures")]),
        .testTarget(name: "PushPreviewTests", dependencies: ["PushPreview", "PushCore", "TerminalKit", "SnapshotTesting"], exclude: ["Snapshots"]),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "SnapshotTesting"], exclude: ["Snapshots"]),
        .testTarget(name: "NcursesBackendTests", dependencies: ["NcursesBackend", "TerminalKit", "CNcursesw"]),
        .testTarget(
            name: "PropertyTests",
            dependencies: ["PushCore", "TerminalKit", "PlainText", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "ComposerSettingsTests", dependencies: ["ComposerSettings", "TerminalKit", "PushPreview", "FileTestSupport"]),
        .testTarget(name: "DraftStorageTests", dependencies: ["DraftStorage", "PushCore", "SafeFiles", "FileTestSupport"]),
        .testTarget(name: "SafeFilesTests", dependencies: ["SafeFiles", "PlainText", "FileTestSupport"]),
        .testTarget(name: "ComposerAppTests", dependencies: ["ComposerApp", "ComposerRuntime", "ComposerSettings", "FileTestSupport", "PushCore", "PushPreview", "TerminalKit", "SnapshotTesting", "SafeFiles"], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
