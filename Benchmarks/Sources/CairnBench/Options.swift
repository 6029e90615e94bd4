import Foundation

/// Command-line options of `cairn-bench`.
struct Options {
    var scale = Scale.full
    var workloads = Workload.allCases
    var implementations = Implementation.allCases
    var runsMemory = true
    var runsServices = true
    var output = Options.defaultOutput

    /// `Benchmarks/results/latest.json`, wherever the command is run from.
    static var defaultOutput: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("results/latest.json")
    }

    static let usage = """
        usage: cairn-bench [--quick] [--rounds N] [--only W1,W2,W3cold,W3warm,W4,W5,W6,W7,W8,W9,M1,S] [--impl raw,grdb,cairn] [--output FILE]
          --quick   ten times smaller sizes, 2 rounds (a smoke run)
          --rounds  interleaved rounds (default 5; 2 with --quick)
          --only    run only these workloads (W1 always runs: it creates the files; S: S1–S4)
          --impl    run only these implementations (ratios need raw)
          --output  where to write the JSON (default Benchmarks/results/latest.json)
        """

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw BenchError("\(flag) needs a value\n\(Self.usage)") }
            return next
        }
        var rounds: Int?
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": scale = .quick
            case "--rounds":
                guard let count = Int(try value(argument)), count > 0 else { throw BenchError("--rounds needs a positive number") }
                rounds = count
            case "--only":
                let names = try value(argument).split(separator: ",").map(String.init)
                workloads = try names.filter { $0 != "M1" && $0 != "S" }.map { name in
                    guard let workload = Workload(rawValue: name) else { throw BenchError("unknown workload \(name)\n\(Self.usage)") }
                    return workload
                }
                runsMemory = names.contains("M1")
                runsServices = names.contains("S")
            case "--impl":
                implementations = try value(argument).split(separator: ",").map { name in
                    guard let implementation = Implementation(rawValue: String(name)) else { throw BenchError("unknown implementation \(name)\n\(Self.usage)") }
                    return implementation
                }
            case "--output": output = URL(fileURLWithPath: try value(argument))
            case "--help", "-h": throw BenchError(Self.usage)
            default: throw BenchError("unknown argument \(argument)\n\(Self.usage)")
            }
        }
        if let rounds { scale.rounds = rounds }
    }
}
