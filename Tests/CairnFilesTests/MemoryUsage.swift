import Foundation

/// Peak resident memory of this process, from `/proc/self/status`.
enum MemoryUsage {
    /// Resets the peak (`VmHWM`) to the current resident size (Linux ≥ 4.0).
    static func resetPeak() throws {
        try Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }

    /// A `/proc/self/status` field in bytes (`VmHWM`, `VmRSS`).
    static func bytes(_ field: String) throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") }!
        let kilobytes = Int(line.split(separator: " ").dropFirst().first!)!
        return kilobytes * 1024
    }
}
