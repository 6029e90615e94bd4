import CairnDefaults
import CairnFiles
import CairnKeychain
import Foundation

/// S1–S4, the preferences and keychain workloads (issues 5 and 6). Their baseline is not SQLite:
/// S1 and S2 run Foundation's `UserDefaults` beside CairnDefaults (what a Linux program has
/// today); S3 and S4 time the encrypted file vault alone (the Secret Service needs a desktop
/// session, which the harness does not assume). Figures are microseconds per operation, median of
/// the rounds; every file lives in the run's temporary directory.
enum ServiceBench {
    /// S1: `count` integer sets under distinct keys, then `synchronize()`.
    static func defaultsWrites(_ defaults: Defaults, count: Int) -> Measurement {
        measure {
            for index in 0..<count { defaults.set(index, forKey: "k\(index)") }
            return defaults.synchronize() ? Int64(count) : -1
        }
    }

    /// S2: ten reads of each key S1 wrote.
    static func defaultsReads(_ read: (String) -> Int, count: Int) -> Measurement {
        let keys = (0..<count).map { "k\($0)" }
        return measure {
            var sum: Int64 = 0
            for _ in 0..<10 { for key in keys { sum &+= Int64(read(key)) } }
            return sum
        }
    }

    /// Runs S1–S4 for `rounds` rounds in `base`.
    static func run(in base: URL, rounds: Int, scale: Scale, log: (String) -> Void) throws -> [ServiceResult] {
        let count = scale.lookups
        let secrets = max(10, scale.lookups / 200)
        var cairn: [String: [Double]] = [:]
        var foundation: [String: [Double]] = [:]
        for round in 0..<rounds {
            let directory = base.appendingPathComponent("services-\(round)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }

            let environment = XDGEnvironment(variables: ["HOME": directory.path, "XDG_CONFIG_HOME": directory.path, "XDG_DATA_HOME": directory.path])
            let defaults = try Defaults(suite: "bench", appIdentifier: "cairn-bench", environment: environment, log: DefaultsLog { _, _ in })
            cairn["S1", default: []].append(defaultsWrites(defaults, count: count).seconds / Double(count))
            cairn["S2", default: []].append(defaultsReads({ defaults.integer(forKey: $0) }, count: count).seconds / Double(count * 10))

            let suite = "cairn-bench-\(ProcessInfo.processInfo.processIdentifier)-\(round)"
            let standard = UserDefaults(suiteName: suite)!
            let write = measure {
                for index in 0..<count { standard.set(index, forKey: "k\(index)") }
                return standard.synchronize() ? Int64(count) : -1
            }
            foundation["S1", default: []].append(write.seconds / Double(count))
            foundation["S2", default: []].append(defaultsReads({ standard.integer(forKey: $0) }, count: count).seconds / Double(count * 10))
            standard.removePersistentDomain(forName: suite)

            let vault = VaultOptions(directory: directory.appendingPathComponent("vault"), key: .passphrase("bench"), scrypt: .default)
            let keychain = Keychain(service: "bench", store: try KeychainStore(configuration: KeychainConfiguration(backend: .fileVault(vault))))
            let writes = try measure {
                for index in 0..<secrets { try keychain.set("secret-\(index)", for: "k\(index)") }
                return Int64(secrets)
            }
            cairn["S3", default: []].append(writes.seconds / Double(secrets))
            let reads = try measure {
                var found: Int64 = 0
                for _ in 0..<10 { for index in 0..<secrets where try keychain.get("k\(index)") != nil { found += 1 } }
                return found
            }
            cairn["S4", default: []].append(reads.seconds / Double(secrets * 10))
            log("round \(round + 1)/\(rounds)  S1–S4")
        }
        let titles = [
            "S1": "defaults: \(count) sets + synchronize", "S2": "defaults: \(count * 10) reads",
            "S3": "keychain vault: \(secrets) writes", "S4": "keychain vault: \(secrets * 10) reads",
        ]
        return titles.keys.sorted().map { name in
            ServiceResult(
                workload: name, title: titles[name]!, cairnMicroseconds: Summary(cairn[name]!).median * 1e6,
                foundationMicroseconds: foundation[name].map { Summary($0).median * 1e6 })
        }
    }
}

/// The median time per operation of one service workload.
struct ServiceResult: Sendable, Codable {
    var workload: String
    var title: String
    var cairnMicroseconds: Double
    /// Foundation's `UserDefaults` on the same operations (S1, S2).
    var foundationMicroseconds: Double?
}
