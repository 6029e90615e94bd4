import Foundation

/// Several processes create one store at the same moment and save into it at once: every save
/// succeeds and every batch is there, whole.
enum ConcurrentSavers {
    static func run(processes: Int, saves: Int, in folder: URL) -> ScenarioResult {
        var result = ScenarioResult(name: "processes saving at once", figures: "")
        let url = folder.appendingPathComponent("Shared.sqlite")
        let go = folder.appendingPathComponent("go")
        do {
            var children: [(Process, URL)] = []
            for number in 0..<processes {
                let log = folder.appendingPathComponent("saver-\(number).log")
                let child = try Child.start(
                    [
                        "child-saver", "--store", url.path, "--go", go.path,
                        "--first", String(number * saves), "--saves", String(saves),
                    ], log: log)
                children.append((child, log))
            }
            usleep(300_000)  // all started and waiting
            let started = Date()
            _ = FileManager.default.createFile(atPath: go.path, contents: nil)
            for (number, (child, log)) in children.enumerated() {
                child.waitUntilExit()
                if child.terminationStatus != 0 {
                    result.failures.append("process \(number) failed: \(Child.lastLine(of: log))")
                }
            }
            let seconds = Date().timeIntervalSince(started)
            let check = try StoreCheck(url, acknowledged: (0..<Int64(processes * saves)).map { $0 })
            result.failures += check.failures(round: 0)
            result.figures =
                "\(processes) processes × \(saves) saves, one store created by all at once: \(check.batches) of \(processes * saves) batches present, \(String(format: "%.1f", seconds)) s"
        } catch {
            result.failures.append("\(error)")
            result.figures = "\(processes) processes × \(saves) saves: did not complete"
        }
        return result
    }
}
