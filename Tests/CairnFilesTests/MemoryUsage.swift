import Foundation

/// Peak resident memory of this process, from `/proc/self/status`.
enum MemoryUsage {
    /// Resets the peak (`VmHWM`) to the current resident size (Linux ≥ 4.0).
    static func resetPeak() throws {
        try Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }

    /// Whether this process runs under AddressSanitizer, whose quarantine keeps freed memory
    /// resident (hundreds of MiB), so peak-memory figures say nothing about the code. CI runs the
    /// tests once without it, where memory bounds are checked.
    static let isAddressSanitized: Bool = {
        let process = dlopen(nil, RTLD_NOW)
        defer { if let process { dlclose(process) } }
        return dlsym(process, "__asan_init") != nil
    }()

    /// A `/proc/self/status` field in bytes (`VmHWM`, `VmRSS`).
    static func bytes(_ field: String) throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") }!
        let kilobytes = Int(line.split(separator: " ").dropFirst().first!)!
        return kilobytes * 1024
    }
}
