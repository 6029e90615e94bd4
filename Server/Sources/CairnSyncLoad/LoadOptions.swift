import Foundation

/// What `cairn-sync-load` measures and against which storage.
struct LoadOptions {
    /// PostgreSQL for the server (`--postgres URL`, default `$CAIRN_SYNC_POSTGRES_URL`); a SQLite
    /// file otherwise.
    var postgres = ProcessInfo.processInfo.environment["CAIRN_SYNC_POSTGRES_URL"]
    /// Live devices connected during the latency probes.
    var clients = 100
    /// Save-to-merged probes.
    var probes = 200
    /// Idle watches held open against one server.
    var idle = 2_000
    /// Notes the initial sync brings to a new device, and how many of them the catch-up changes.
    var notes = 10_000
    var changed = 1_000

    /// Reads `--postgres URL`, `--sqlite`, `--clients N`, `--probes N`, `--idle N`, `--notes N`.
    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            func value() throws -> String {
                guard let value = rest.popFirst() else { throw LoadError("\(flag) needs a value") }
                return value
            }
            func number() throws -> Int {
                let text = try value()
                guard let number = Int(text), number > 0 else { throw LoadError("\(flag) \(text): give a positive whole number") }
                return number
            }
            switch flag {
            case "--postgres": postgres = try value()
            case "--sqlite": postgres = nil
            case "--clients": clients = try number()
            case "--probes": probes = try number()
            case "--idle": idle = try number()
            case "--notes": notes = try number()
            case "--changed": changed = try number()
            default:
                throw LoadError("unknown option \(flag): use --postgres URL | --sqlite, --clients N, --probes N, --idle N, --notes N, --changed N")
            }
        }
    }

    /// The server's storage arguments: PostgreSQL, or a new SQLite file in `directory`.
    func storage(in directory: URL) -> [String] {
        if let postgres { return ["--database-url", postgres] }
        return ["--database", directory.appendingPathComponent("server-\(UUID().uuidString).sqlite").path]
    }

    var storageName: String { postgres == nil ? "SQLite file" : "PostgreSQL" }
}

/// A load run that cannot go on, with what to do.
struct LoadError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
