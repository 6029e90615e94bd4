import CairnData
import Foundation

/// CairnData: a `ModelContainer` on the file, a `ModelContext`, `Item` with `@Model` — the workloads
/// SwiftData has an API for (W1–W5, M1).
struct DataSubject {
    private func open(_ path: String) throws -> (ModelContainer, ModelContext) {
        let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(url: URL(fileURLWithPath: path)))
        return (container, ModelContext(container))
    }

    func insert(_ rows: [ItemRow], at path: String) throws -> Measurement {
        let (_, context) = try open(path)
        return try measure {
            var sum: Int64 = 0
            for row in rows {
                context.insert(Item(row))
                sum &+= row.i1
            }
            try context.save()
            return sum
        }
    }

    func fetchAll(at path: String) throws -> Measurement {
        let (_, context) = try open(path)
        return try measure { try context.fetch(FetchDescriptor<Item>()).reduce(0) { $0 &+ $1.i1 } }
    }

    /// W3 cold: each lookup through `model(for:)`; the model is released before the next, so the
    /// context holds nothing (SwiftData's context has no reset; the engine's contender resets its).
    func lookups(_ ids: [PersistentIdentifier], at path: String) throws -> Measurement {
        let (_, context) = try open(path)
        return measure {
            var found: Int64 = 0
            for id in ids {
                if let item = context.model(for: id) as? Item, item.i1 != Int64.min { found &+= 1 }
            }
            return found
        }
    }

    /// The identifiers of the rows with primary keys `keys` (untimed preparation of W3).
    func identifiers(_ keys: [Int64], at path: String) throws -> [PersistentIdentifier] {
        let (_, context) = try open(path)
        let all = try context.fetchIdentifiers(FetchDescriptor<Item>())
        let byKey = Dictionary(uniqueKeysWithValues: all.map { (Int64($0.description.split(separator: "/").last!.dropFirst())!, $0) })
        return keys.map { byKey[$0]! }
    }

    func updateAll(at path: String) throws -> Measurement {
        let (_, context) = try open(path)
        let items = try context.fetch(FetchDescriptor<Item>())
        return try measure {
            var sum: Int64 = 0
            for item in items {
                item.i2 += 1
                sum &+= item.i2
            }
            try context.save()
            return sum
        }
    }

    func rangeFetches(_ lows: [Int64], width: Int64, at path: String) throws -> Measurement {
        let (_, context) = try open(path)
        return try measure {
            var sum: Int64 = 0
            for lo in lows {
                let hi = lo + width
                let descriptor = FetchDescriptor<Item>(predicate: #Predicate { $0.i1 >= lo && $0.i1 < hi }, sortBy: [SortDescriptor(\.i1)])
                sum = try context.fetch(descriptor).reduce(sum) { $0 &+ $1.i1 }
            }
            return sum
        }
    }

    func iterate(at path: String, batchSize: Int) throws -> Int64 {
        let (_, context) = try open(path)
        var sum: Int64 = 0
        try context.enumerate(FetchDescriptor<Item>(), batchSize: batchSize) { sum &+= $0.i1 }
        return sum
    }

    /// Fills a store with `total` rows through the public API, `chunk` models per save.
    static func populate(at path: String, total: Int, chunk: Int) throws {
        let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(url: URL(fileURLWithPath: path)))
        for start in stride(from: 0, to: total, by: chunk) {
            let context = ModelContext(container)
            for row in ItemRow.make(start..<min(total, start + chunk), total: total) { context.insert(Item(row)) }
            try context.save()
        }
    }
}
