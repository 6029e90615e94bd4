import Foundation

/// Prints the results as a text table: per workload and implementation the median with its
/// min–max spread, the ratios to raw SQLite and Cairn's verdict against the target.
struct TableReport {
    let results: BenchResults

    func render() -> String {
        var lines: [String] = []
        let header = ["workload", "raw ms (min–max)", "GRDB ms (min–max)", "Cairn ms (min–max)", "GRDB/raw", "Cairn/raw", "target", ""]
        var rows: [[String]] = [header]
        for workload in results.workloads {
            var row = ["\(workload.rawValue) \(workload.title(results.scale))"]
            for implementation in Implementation.allCases {
                row.append(results.summary(workload, implementation).map(Self.cell) ?? "–")
            }
            row.append(results.ratio(workload, .grdb).map { String(format: "%.2f", $0) } ?? "–")
            row.append(results.ratio(workload, .cairn).map { String(format: "%.2f", $0) } ?? "–")
            row.append(String(format: "≤ %.1f", workload.target))
            row.append(results.passes(workload).map { $0 ? "PASS" : "MISS" } ?? "–")
            rows.append(row)
        }
        if !results.workloads.isEmpty { lines += Self.align(rows) }
        if !results.memory.isEmpty {
            lines.append("")
            var memoryRows = [["M1 iterate \(results.scale.memoryRows), batch \(results.scale.batchSize)", "peak MiB", "start MiB", "seconds", "target", ""]]
            for result in results.memory {
                let verdict = result.implementation == .cairn ? (result.peakMegabytes <= MemoryTarget.megabytes ? "PASS" : "MISS") : ""
                memoryRows.append([
                    result.implementation.rawValue, String(format: "%.1f", result.peakMegabytes),
                    String(format: "%.1f", result.startMegabytes), String(format: "%.2f", result.seconds),
                    result.implementation == .cairn ? String(format: "≤ %.0f", MemoryTarget.megabytes) : "", verdict,
                ])
            }
            lines += Self.align(memoryRows)
        }
        if !results.services.isEmpty {
            lines.append("")
            var serviceRows = [["services (median per operation)", "Cairn µs", "Foundation µs", "Cairn/Foundation"]]
            for result in results.services {
                serviceRows.append([
                    "\(result.workload) \(result.title)", String(format: "%.2f", result.cairnMicroseconds),
                    result.foundationMicroseconds.map { String(format: "%.2f", $0) } ?? "–",
                    result.foundationMicroseconds.map { String(format: "%.2f", result.cairnMicroseconds / $0) } ?? "–",
                ])
            }
            lines += Self.align(serviceRows)
        }
        return lines.joined(separator: "\n")
    }

    private static func cell(_ summary: Summary) -> String {
        String(format: "%.1f (%.1f–%.1f)", summary.median * 1000, summary.min * 1000, summary.max * 1000)
    }

    /// Left-aligns the first column and right-aligns the others.
    private static func align(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, text in
                let pad = String(repeating: " ", count: widths[column] - text.count)
                return column == 0 ? text + pad : pad + text
            }.joined(separator: "  ")
        }
    }
}
