import ArgumentParser

/// How hard the run is: `short` (CI, every submission, a few minutes) or `long` (by hand).
enum Tier: String, ExpressibleByArgument, CaseIterable {
    case short, long

    var killsDuringSaves: Int { self == .short ? 50 : 1_000 }
    var killsDuringCreation: Int { self == .short ? 20 : 200 }
    var killsDuringMigration: Int { self == .short ? 70 : 500 }
    var concurrentSaves: Int { self == .short ? 200 : 1_000 }
    var newerModelObjects: Int { self == .short ? 500 : 20_000 }
    var fuzzExecutions: Int { self == .short ? 20_000 : 10_000_000 }
}
