import Cairn
import Foundation

/// SIGKILL of a process while it migrates a store to the next model version: afterwards the file
/// holds either the untouched store or the complete migrated one, and it opens (migrating if it
/// must) with every batch whole.
enum KillsDuringMigration {
    /// Batches in the store each round migrates (enough rows that a migration takes a while).
    static let batches: Int64 = 150

    static func run(kills: Int, in folder: URL, random: inout SplitMix64) -> ScenarioResult {
        var result = ScenarioResult(name: "kills during migration", figures: "")
        var (killed, finishedFirst, untouched, migrated) = (0, 0, 0, 0)
        do {
            let original = folder.appendingPathComponent("original.sqlite")
            let store = try TortureStore(original)
            for batch in 0..<batches { try store.save(batch: batch) }
            store.close()
            let v1 = TortureStore.model.entityVersionHashesByName, v2 = TortureStore.migratedModel.entityVersionHashesByName
            for round in 0..<kills {
                let place = folder.appendingPathComponent("migration-\(round)")
                try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
                let url = place.appendingPathComponent("Store.sqlite")
                try FileManager.default.copyItem(at: original, to: url)
                let child = try Child.start(["child-migrator", "--store", url.path])
                usleep(UInt32(random.next() % 110_000))
                if Child.kill(child) { killed += 1 } else { finishedFirst += 1 }
                do {
                    let hashes = try SQLiteStore.readMetadata(at: url).modelHashes
                    if hashes == v1 {
                        untouched += 1
                    } else if hashes == v2 {
                        migrated += 1
                    } else {
                        result.failures.append("round \(round): the store is in neither version after the kill")
                    }
                    // Opening with the next version finishes the job.
                    try TortureStore(url, model: TortureStore.migratedModel, options: TortureStore.migrating).close()
                    result.failures += try StoreCheck(url, acknowledged: Array(0..<batches), model: TortureStore.migratedModel).failures(round: round)
                    let leftovers = try FileManager.default.contentsOfDirectory(atPath: place.path).filter { $0.contains("cairn-creating") }
                    if !leftovers.isEmpty { result.failures.append("round \(round): temporary files left: \(leftovers)") }
                } catch {
                    result.failures.append("round \(round): the store does not open after the kill: \(error)")
                }
                try? FileManager.default.removeItem(at: place)
            }
        } catch {
            result.failures.append("setting up: \(error)")
        }
        result.figures =
            "\(killed) kills during migration (\(finishedFirst) migrations finished first; \(untouched) stores found untouched, \(migrated) migrated), \(result.failures.count) stores that did not open or verify"
        return result
    }
}
