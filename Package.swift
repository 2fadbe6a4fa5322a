// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PushComposer",
    targets: [
        // MARK: - Terminal drawing layer (no ncurses, no push knowledge)
        .target(name: "TerminalKit"),

        // MARK: - ncurses, behind the TerminalBackend protocol
        .systemLibrary(
            name: "CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "NcursesBackend", dependencies: ["TerminalKit", "CNcursesw"]),

        // MARK: - Executable
        .executableTarget(name: "push-composer", dependencies: ["TerminalKit", "NcursesBackend"]),

        // MARK: - Tests
        .testTarget(
            name: "TerminalKitTests",
            dependencies: ["TerminalKit"],
            resources: [.copy("Snapshots")]
        ),
        .testTarget(name: "NcursesBackendTests", dependencies: ["NcursesBackend", "TerminalKit", "CNcursesw"]),
    ],
    swiftLanguageModes: [.v6]
)
