import Foundation

/// Reads the process's resident-memory figures from `/proc/self/status` (Linux).
enum MemoryProbe {
    /// `VmHWM`: the peak resident set size so far, in bytes.
    static var peakBytes: Int { field("VmHWM:") }
    /// `VmRSS`: the current resident set size, in bytes.
    static var currentBytes: Int { field("VmRSS:") }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let kilobytes = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) } ?? 0
            return kilobytes * 1024
        }
        return 0
    }
}
