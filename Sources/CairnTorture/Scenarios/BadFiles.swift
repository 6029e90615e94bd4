import Cairn
import Crypto
import Foundation
import GRDB

/// Files that are not a store of this model: each open fails with a `CairnError` (or, for a
/// damaged store that still opens, `verify` names the damage), nothing crashes, and no file
/// that is not ours is changed.
enum BadFiles {
    /// One bad file: how to make it, and whether opening it may succeed (an empty file is a new
    /// store) and whether it must stay byte for byte as it was.
    private struct Case {
        let name: String
        let mayOpen: Bool
        let untouched: Bool
        let make: (URL) throws -> Void
    }

    static func run(in folder: URL, random: inout SplitMix64) -> ScenarioResult {
        var result = ScenarioResult(name: "bad store files", figures: "")
        let noise = Data((0..<65_536).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        let cases = [
            Case(name: "random bytes", mayOpen: false, untouched: true) { try noise.write(to: $0) },
            Case(name: "zeros", mayOpen: false, untouched: true) { try Data(count: 8_192).write(to: $0) },
            Case(name: "truncated store", mayOpen: true, untouched: false) { url in
                try storeWithBatches(at: url)
                let size = try Data(contentsOf: url).count
                truncate(url.path, off_t(size / 2))
            },
            Case(name: "store with a damaged page", mayOpen: true, untouched: false) { url in
                try storeWithBatches(at: url)
                var bytes = try Data(contentsOf: url)
                for offset in stride(from: bytes.count / 2, to: min(bytes.count / 2 + 512, bytes.count), by: 1) { bytes[offset] ^= 0x5A }
                try bytes.write(to: url)
            },
            Case(name: "another application's SQLite database", mayOpen: false, untouched: true) { url in
                let other = ManagedObjectModel { EntityDescription(name: "Contact") { AttributeDescription(name: "name", type: .string) } }
                let coordinator = PersistentStoreCoordinator(managedObjectModel: other)
                let store = try coordinator.addPersistentStore(at: url)
                try coordinator.remove(store)
                // Strip what makes it a Cairn store.
                try sqlite(url, "DROP TABLE Z_METADATA")
            },
            Case(name: "a store of another model", mayOpen: false, untouched: true) { url in
                let other = ManagedObjectModel { EntityDescription(name: "Contact") { AttributeDescription(name: "name", type: .string) } }
                let coordinator = PersistentStoreCoordinator(managedObjectModel: other)
                try coordinator.remove(try coordinator.addPersistentStore(at: url))
            },
            Case(name: "a folder", mayOpen: false, untouched: false) { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: true) },
            Case(name: "an empty file (a new store)", mayOpen: true, untouched: false) { _ = FileManager.default.createFile(atPath: $0.path, contents: nil) },
        ]
        var refused = 0
        for (number, bad) in cases.enumerated() {
            let url = folder.appendingPathComponent("bad-\(number).sqlite")
            do {
                try bad.make(url)
                let before = digest(url)
                var opened = false
                do {
                    let store = try TortureStore(url)
                    opened = true
                    _ = try store.batchSizes()
                    store.close()
                    let verification = try SQLiteStore.verify(at: url, model: TortureStore.model)
                    if !bad.mayOpen { result.failures.append("\(bad.name): opened without an error") }
                    if bad.name.hasPrefix("truncated") || bad.name.contains("damaged") {
                        if verification.isValid { result.failures.append("\(bad.name): verify found nothing wrong") }
                    }
                } catch is CairnError {
                    refused += 1
                    if opened && !bad.mayOpen { result.failures.append("\(bad.name): opened, then failed") }
                }
                if bad.untouched && digest(url) != before { result.failures.append("\(bad.name): the file was changed") }
            } catch {
                result.failures.append("\(bad.name): \(error)")
            }
        }
        result.figures = "\(cases.count) kinds of bad file, \(refused) refused with a CairnError, 0 crashes"
        return result
    }

    /// A closed store of the torture model holding 30 batches.
    private static func storeWithBatches(at url: URL) throws {
        let store = try TortureStore(url)
        for batch in 0..<30 { try store.save(batch: Int64(batch)) }
        store.close()
    }

    private static func sqlite(_ url: URL, _ sql: String) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { try $0.execute(sql: sql) }
        try queue.close()
    }

    private static func digest(_ url: URL) -> Data? {
        (try? Data(contentsOf: url)).map { Data(SHA256.hash(data: $0)) }
    }
}
