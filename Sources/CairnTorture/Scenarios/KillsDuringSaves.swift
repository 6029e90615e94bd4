import Foundation

/// SIGKILL of a writer process at random moments while it saves: after every kill the store
/// verifies, every acknowledged save is there and no save is there in part.
enum KillsDuringSaves {
    static func run(kills: Int, in folder: URL, random: inout SplitMix64) -> ScenarioResult {
        var result = ScenarioResult(name: "kills during saves", figures: "")
        let url = folder.appendingPathComponent("Saves.sqlite")
        let acknowledgements = Acknowledgements(url: folder.appendingPathComponent("saves.acks"))
        var next: Int64 = 0
        var killed = 0
        for round in 0..<kills {
            do {
                let before = acknowledgements.batches().count
                let child = try Child.start(
                    ["child-writer", "--store", url.path, "--acks", acknowledgements.url.path, "--first", String(next)],
                    log: folder.appendingPathComponent("writer.log"))
                // Let it save at least once, then kill it at a random moment a few saves long.
                while acknowledgements.batches().count == before && child.isRunning { usleep(200) }
                usleep(UInt32(random.next() % 30_000))
                if Child.kill(child) {
                    killed += 1
                } else {
                    result.failures.append("round \(round): the writer stopped by itself: \(Child.lastLine(of: folder.appendingPathComponent("writer.log")))")
                    continue
                }
                let check = try StoreCheck(url, acknowledged: acknowledgements.batches())
                result.failures += check.failures(round: round)
                next = max(check.highestBatch, acknowledgements.batches().max() ?? -1) + 1
            } catch {
                result.failures.append("round \(round): \(error)")
            }
        }
        let acknowledged = acknowledgements.batches().count
        result.figures = "\(killed) kills, \(acknowledged) saves acknowledged, \(result.failures.count) failures (lost, partial or corrupt)"
        return result
    }
}
