// swift-tools-version: 6.2
// The CairnSync server: a separate package, so that the library's users and its sanitizer builds
// never compile the HTTP stack. From the repository root:
//   swift run --package-path Server cairn-sync-server --token secret=<user UUID>
import PackageDescription

let package = Package(
    name: "CairnSyncServer",
    platforms: [.macOS(.v26)],
    products: [
        .executable(name: "cairn-sync-server", targets: ["CairnSyncServerCLI"]),
        .library(name: "CairnSyncServer", targets: ["CairnSyncServer"]),
        .executable(name: "cairn-sync-load", targets: ["CairnSyncLoad"]),
    ],
    dependencies: [
        // With live sync over AsyncHTTPClient, which the load tool and the tests use.
        .package(name: "Cairn", path: "..", traits: ["AsyncHTTPClient"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "CairnSyncServer",
            dependencies: [
                .product(name: "CairnSync", package: "Cairn"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "CairnSyncServerCLI",
            dependencies: [
                "CairnSyncServer",
                .product(name: "Cairn", package: "Cairn"),
                .product(name: "CairnSync", package: "Cairn"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Sync's speed and memory over HTTP against server processes: the sync part of the
        // benchmark harness, here because it runs the server's executable.
        .executableTarget(
            name: "CairnSyncLoad",
            dependencies: [
                "CairnSyncServer",
                .product(name: "Cairn", package: "Cairn"),
                .product(name: "CairnSync", package: "Cairn"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CairnSyncServerTests",
            dependencies: [
                "CairnSyncServer",
                .product(name: "CairnSync", package: "Cairn"),
                .product(name: "Cairn", package: "Cairn"),
                .product(name: "CairnTestSupport", package: "Cairn"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
