// swift-tools-version: 6.2
// The Cairn benchmark harness: a separate package so the main manifest stays free of it.
// Run from the repository root: swift run -c release --package-path Benchmarks cairn-bench
import PackageDescription

let package = Package(
    name: "CairnBenchmarks",
    platforms: [.macOS(.v26)],
    products: [
        .executable(name: "cairn-bench", targets: ["CairnBench"])
    ],
    dependencies: [
        .package(name: "Cairn", path: ".."),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "CairnBench",
            dependencies: [
                .product(name: "Cairn", package: "Cairn"),
                .product(name: "CairnData", package: "Cairn"),
                .product(name: "CairnDefaults", package: "Cairn"),
                .product(name: "CairnFiles", package: "Cairn"),
                .product(name: "CairnKeychain", package: "Cairn"),
                .product(name: "CairnSync", package: "Cairn"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
