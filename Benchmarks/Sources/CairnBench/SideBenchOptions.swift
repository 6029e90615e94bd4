import Foundation

/// The options the benchmarks run alone share (`--history`, `--migration`, `--frc`, `--data`, `--sync`):
/// `--quick`, `--rounds N`, and a scratch folder of their own, removed when they end.
struct SideBenchOptions {
    /// Whether `--quick` was given.
    let quick: Bool
    /// `--rounds N`, or the benchmark's default.
    let rounds: Int
    /// The scale for `quick`.
    var scale: Scale { quick ? .quick : .full }

    init(_ arguments: [String], defaultRounds: Int) {
        quick = arguments.contains("--quick")
        rounds = Self.value(after: "--rounds", in: arguments).flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? defaultRounds
    }

    /// The argument after `flag`, if both are there.
    static func value(after flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    /// Runs `body` with a new temporary folder named after `name`, removed afterwards.
    func withFolder<T>(_ name: String, _ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-bench-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}
