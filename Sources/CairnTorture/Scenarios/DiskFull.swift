import Cairn
import Foundation

/// Saves into a store on a small tmpfs until the disk is full: the failing save throws a
/// `CairnError` (SQLite's `SQLITE_FULL`), every save before it is there, and the store verifies
/// and takes saves again once there is room.
enum DiskFull {
    static func run(in folder: URL) -> ScenarioResult {
        var result = ScenarioResult(name: "disk full", figures: "")
        let mountPoint = folder.appendingPathComponent("tmpfs")
        guard getuid() == 0 else {
            result.skipped = "needs root to mount a tmpfs"
            return result
        }
        do {
            try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
            guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", mountPoint.path]) else {
                result.skipped = "mount -t tmpfs is not permitted here"
                return result
            }
            defer { _ = run("/bin/umount", [mountPoint.path]) }
            let url = mountPoint.appendingPathComponent("Full.sqlite")
            let ballast = mountPoint.appendingPathComponent("ballast")
            try Data(count: 300_000).write(to: ballast)
            var saved: [Int64] = []
            var failure: CairnError?
            do {
                let store = try TortureStore(url)
                defer { store.close() }
                for batch in Int64(0)..<10_000 {
                    do { try store.save(batch: batch) } catch let error as CairnError {
                        failure = error
                        break
                    }
                    saved.append(batch)
                }
            }
            guard let failure else {
                result.failures.append("2 MiB never filled up")
                return result
            }
            if failure.sqliteResultCode != 13 { result.failures.append("the failing save's cause is not SQLITE_FULL: \(failure)") }
            // Make room: the store takes saves again, and everything saved is there.
            try FileManager.default.removeItem(at: ballast)
            let reopened = try TortureStore(url)
            try reopened.save(batch: 10_000)
            reopened.close()
            let check = try StoreCheck(url, acknowledged: saved + [10_000])
            result.failures += check.failures(round: 0)
            result.figures =
                "\(saved.count) saves until full, then \(failure.code.rawValue) (SQLite \(failure.sqliteResultCode ?? 0)); \(check.lost.count) lost, store verifies: \(check.corruption.isEmpty)"
        } catch {
            result.failures.append("\(error)")
        }
        return result
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
