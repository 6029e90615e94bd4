import Foundation

/// The run's figures as a Markdown table, one row per measurement.
struct LoadReport {
    private(set) var rows: [String] = ["| measurement | result | goal |", "|---|---|---|"]

    /// A row of durations: the one value, or p50 / p99 / max of several.
    mutating func add(_ name: String, _ samples: [Duration], goal: String?) {
        let sorted = samples.sorted()
        guard let last = sorted.last else { return }
        let result: String
        if sorted.count == 1 {
            result = Self.format(last)
        } else {
            func percentile(_ p: Double) -> Duration { sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)] }
            result = "p50 \(Self.format(percentile(0.5))), p99 \(Self.format(percentile(0.99))), max \(Self.format(last)) (\(sorted.count) saves)"
        }
        rows.append("| \(name) | \(result) | \(goal ?? "") |")
        print(rows.last ?? "")
    }

    /// A row of a rate.
    mutating func addRate(_ name: String, count: Int, unit: String, in duration: Duration, goal: String) {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        rows.append("| \(name) | \(Int(Double(count) / seconds)) \(unit)/s (\(count) in \(Self.format(duration))) | \(goal) |")
        print(rows.last ?? "")
    }

    /// A row of a process's memory.
    mutating func addMemory(_ name: String, before: Int, during: Int, goal: String) {
        let megabytes = { (bytes: Int) in String(format: "%.0f MB", Double(bytes) / 1_048_576) }
        rows.append("| \(name) | \(megabytes(during)) resident (\(megabytes(before)) before) | \(goal) |")
        print(rows.last ?? "")
    }

    /// A row of processor time: the share of one core used over `duration`.
    mutating func addCPU(_ name: String, seconds: Double, over duration: Duration, goal: String) {
        let wall = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        rows.append(
            "| \(name) | \(String(format: "%.2f", seconds / wall * 100)) % of a core (\(String(format: "%.3f", seconds)) s in \(Self.format(duration))) | \(goal) |"
        )
        print(rows.last ?? "")
    }

    static func format(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return milliseconds < 1000 ? String(format: "%.1f ms", milliseconds) : String(format: "%.2f s", milliseconds / 1000)
    }
}
