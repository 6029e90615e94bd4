import Foundation

/// Where the figures were measured: CPU model, core count, memory, kernel.
struct MachineInfo: Codable {
    var cpu: String
    var cores: Int
    var memoryGigabytes: Double
    var system: String

    static func current() -> MachineInfo {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        let info = ProcessInfo.processInfo
        return MachineInfo(
            cpu: model, cores: info.activeProcessorCount,
            memoryGigabytes: (Double(info.physicalMemory) / 1_073_741_824 * 10).rounded() / 10,
            system: info.operatingSystemVersionString)
    }
}
