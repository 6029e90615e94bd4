// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "Cairn",
    // The engine uses the standard library's `Mutex` (macOS 15 / iOS 18) and `InlineArray`
    // (macOS 26 / iOS 26); the declared platforms are the ones where both exist.
    platforms: [.macOS(.v26), .iOS(.v26), .tvOS(.v26), .watchOS(.v26), .visionOS(.v26)],
    products: [
        .library(name: "Cairn", targets: ["Cairn"]),
        .library(name: "CairnData", targets: ["CairnData"]),
        .library(name: "CairnCoreData", targets: ["CairnCoreData"]),
        .library(name: "CairnFiles", targets: ["CairnFiles"]),
        .library(name: "CairnDefaults", targets: ["CairnDefaults"]),
        .library(name: "CairnKeychain", targets: ["CairnKeychain"]),
        .library(name: "CairnTestSupport", targets: ["CairnTestSupport"]),
        // A preview: the sync engine and protocol; the server is the package in Server/.
        .library(name: "CairnSync", targets: ["CairnSync"]),
        .executable(name: "cairn", targets: ["CairnCLI"]),
        .executable(name: "cairn-torture", targets: ["CairnTorture"]),
    ],
    traits: [
        // Off by default, so that apps that do not sync live over HTTP never compile SwiftNIO.
        .trait(
            name: "AsyncHTTPClient",
            description:
                "CairnSync's AsyncHTTPSyncTransport: live sync over HTTP with AsyncHTTPClient (SwiftNIO), which waits for the server without using the processor where Foundation's URLSession on Linux keeps a core busy."
        )
    ],
    dependencies: [
        // Lower bounds: the versions the tests run with; any later release with the same major
        // version is accepted, so Cairn resolves beside other packages that use these.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // Each swift-syntax release is a new major version; the macros build with 600, 602 and 603.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `swift package generate-documentation` for the DocC catalogs (CI builds them).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Only with the AsyncHTTPClient trait.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    ],
    targets: [
        // MARK: Engine
        .target(
            name: "Cairn",
            dependencies: [
                "CairnMacros",
                "CairnFiles",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swift6
        ),
        .target(name: "CairnMacros", dependencies: ["CairnMacrosPlugin"], swiftSettings: swift6),
        // SwiftData's API on the engine.
        .target(
            name: "CairnData",
            dependencies: ["Cairn", "CairnMacrosPlugin", .product(name: "Logging", package: "swift-log")],
            swiftSettings: swift6
        ),
        // Core Data's spelling over the engine.
        .target(name: "CairnCoreData", dependencies: ["Cairn"], swiftSettings: swift6),
        .macro(
            name: "CairnMacrosPlugin",
            dependencies: [
                "CairnMacrosSupport",
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            swiftSettings: swift6
        ),
        // The macros' implementations, in a plain library so their tests need no macro target: a test
        // target that depends on a macro makes SwiftPM build the whole test product, and with it the
        // engine and every dependency, a second time for the host.
        .target(
            name: "CairnMacrosSupport",
            dependencies: [
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ],
            swiftSettings: swift6
        ),

        // Sync between replicas through a server (issue 29): the merge, the clocks, the server's
        // and the device's logic, the engine on a container, and the HTTP transport.
        .target(
            name: "CairnSync",
            dependencies: [
                "Cairn", "CairnData", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: .when(traits: ["AsyncHTTPClient"])),
            ],
            swiftSettings: swift6
        ),
        // What users need to test their own persistence code; our tests use it too.
        .target(name: "CairnTestSupport", dependencies: ["Cairn"], swiftSettings: swift6),

        // MARK: Preferences, secrets, files (never depend on the engine)
        .target(
            name: "CairnFiles",
            dependencies: [
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swift6
        ),
        .target(
            name: "CairnDefaults",
            dependencies: ["CairnFiles", .product(name: "Logging", package: "swift-log")],
            swiftSettings: swift6
        ),
        .target(
            name: "CairnKeychain",
            dependencies: [
                "CairnFiles",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swift6
        ),

        // MARK: Command line
        .executableTarget(
            name: "CairnCLI",
            dependencies: [
                "Cairn", "CairnDefaults", "CairnKeychain",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swift6
        ),

        // Faults on purpose (kills, concurrent processes, bad files, full disk, hostile
        // predicates); CI runs its short tier.
        .executableTarget(
            name: "CairnTorture",
            dependencies: [
                "Cairn",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swift6
        ),
        // A SwiftData program with only its import changed; CI builds and runs it.
        .executableTarget(name: "TripsExample", dependencies: ["CairnData"], path: "Examples/Trips", swiftSettings: swift6),
        // Two devices editing one note offline, then syncing; CI runs it.
        .executableTarget(name: "NotesExample", dependencies: ["Cairn", "CairnSync"], path: "Examples/Notes", swiftSettings: swift6),
        // Core Data programs with only their import changed; CI builds and runs them.
        .executableTarget(name: "CoreDataExamples", dependencies: ["CairnCoreData"], path: "Examples/CoreData", swiftSettings: swift6),
        // MARK: Tests
        .testTarget(
            name: "CairnTests",
            dependencies: [
                "Cairn", "CairnFiles", "CairnTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "CairnDataTests",
            dependencies: ["CairnData", "Cairn", "CairnTestSupport"],
            swiftSettings: swift6
        ),
        .testTarget(name: "CairnSyncTests", dependencies: ["CairnSync", "Cairn", "CairnData", "CairnTestSupport"], swiftSettings: swift6),
        .testTarget(name: "CairnCoreDataTests", dependencies: ["CairnCoreData", "CairnTestSupport"], swiftSettings: swift6),
        .testTarget(
            name: "CairnMacrosTests",
            dependencies: [
                "CairnMacrosSupport",
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ],
            swiftSettings: swift6
        ),
        // Runs the built `cairn` executable as a subprocess (see Tests/CairnCLITests/CairnExecutable.swift);
        // it depends on the engine only, so `swift build` / `swift test` build `cairn` as usual.
        .testTarget(name: "CairnCLITests", dependencies: ["Cairn"], swiftSettings: swift6),
        .testTarget(name: "CairnFilesTests", dependencies: ["CairnFiles"], swiftSettings: swift6),
        .testTarget(name: "CairnDefaultsTests", dependencies: ["CairnDefaults"], swiftSettings: swift6),
        .testTarget(
            name: "CairnKeychainTests",
            dependencies: [
                "CairnKeychain", "CairnKeychainProcessHelper",
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: swift6
        ),
        // A second process for the keychain's cross-process and failed-write tests.
        .executableTarget(
            name: "CairnKeychainProcessHelper",
            dependencies: ["CairnKeychain"],
            path: "Tests/CairnKeychainProcessHelper",
            swiftSettings: swift6
        ),
    ]
)
