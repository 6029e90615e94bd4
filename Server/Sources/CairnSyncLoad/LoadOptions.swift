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
    /// The one measurement to run (`--only catch-up|pairs|one-user|idle|idle-live`); all when nil.
    var only: String?
    static let measurements = ["catch-up", "pairs", "one-user", "idle", "idle-live"]

    /// Whether the run includes `measurement`.
    func runs(_ measurement: String) -> Bool { only == nil || only == measurement }

    /// How devices reach the server.
    var transport = LoadTransport.asyncHTTPClient

    /// Live devices left idle while their processor time is measured, and for how long.
    var live = 10
    var quietSeconds = 20
    /// Idle watches held open against one server.
    var idle = 2_000
    /// Notes the initial sync brings to a new device, and how many of them the catch-up changes.
    var notes = 10_000
    var changed = 1_000

    /// Reads `--postgres URL`, `--sqlite`, `--clients N`, `--probes N`, `--idle N`, `--live N`,
    /// `--quiet SECONDS`, `--notes N`, `--changed N`, `--only MEASUREMENT`, `--transport KIND`.
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
            case "--only":
                let name = try value()
                guard Self.measurements.contains(name) else { throw LoadError("--only \(name): give one of \(Self.measurements.joined(separator: ", "))") }
                only = name
            case "--transport":
                let name = try value()
                guard let kind = LoadTransport(rawValue: name) else {
                    throw LoadError("--transport \(name): give one of \(LoadTransport.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                transport = kind
            case "--live": live = try number()
            case "--quiet": quietSeconds = try number()
            case "--notes": notes = try number()
            case "--changed": changed = try number()
            default:
                throw LoadError(
                    "unknown option \(flag): use --postgres URL | --sqlite, --clients N, --probes N, --idle N, --live N, --quiet SECONDS, --notes N, --changed N, --only MEASUREMENT"
                )
            }
        }
    }

    /// The server's storage arguments: PostgreSQL, or a new SQLite file in `directory`.
    func storage(in directory: URL) -> [String] {
        if let postgres { return ["--database-url", postgres] }
        return ["--database", directory.appendingPathComponent("server-\(UUID().uuidString).sqlite").path]
    }

    var storageName: String { postgres == nil ? "SQLite file" : "PostgreSQL" }

    /// The storage and the transport, for the report's rows.
    var setting: String { "\(storageName), \(transport == .urlSession ? "URLSession" : "AsyncHTTPClient")" }
}

/// A load run that cannot go on, with what to do.
struct LoadError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
