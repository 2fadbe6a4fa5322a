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
    ],
    targets: [
        // MARK: The validation core (Foundation only)
        .target(name: "PushCore"),

        // MARK: The command line (no ncurses)
        .target(
            name: "PushCLI",
            dependencies: [
                "PushCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: The executable
        .executableTarget(
            name: "push-composer",
            dependencies: ["PushCLI"]
        ),

        // MARK: Tests, one target per module
        .testTarget(name: "PushCoreTests", dependencies: ["PushCore"], resources: [.copy("Fixtures")]),
        .testTarget(name: "PushCLITests", dependencies: ["PushCLI", "PushCore"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
