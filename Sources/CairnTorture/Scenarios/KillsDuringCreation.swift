import Foundation

/// SIGKILL of a process while it creates a new store: afterwards the store opens (complete, or
/// new), takes a save and verifies; the killed creator's acknowledged save, if any, is there.
enum KillsDuringCreation {
    static func run(kills: Int, in folder: URL, random: inout SplitMix64) -> ScenarioResult {
        var result = ScenarioResult(name: "kills during store creation", figures: "")
        var killed = 0
        var completeBeforeKill = 0
        for round in 0..<kills {
            do {
                let place = folder.appendingPathComponent("creation-\(round)")
                try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
                let url = place.appendingPathComponent("New.sqlite")
                let acknowledgements = Acknowledgements(url: place.appendingPathComponent("acks"))
                let child = try Child.start(["child-creator", "--store", url.path, "--acks", acknowledgements.url.path])
                usleep(UInt32(random.next() % 80_000))
                if Child.kill(child) { killed += 1 } else { completeBeforeKill += 1 }
                let store = try TortureStore(url)
                try store.save(batch: 1)
                store.close()
                result.failures += try StoreCheck(url, acknowledged: acknowledgements.batches() + [1]).failures(round: round)
                try? FileManager.default.removeItem(at: place)
            } catch {
                result.failures.append("round \(round): the store does not open after the kill: \(error)")
            }
        }
        result.figures =
            "\(killed) kills during creation (\(completeBeforeKill) creators finished first), \(result.failures.count) stores that did not open or verify"
        return result
    }
}
