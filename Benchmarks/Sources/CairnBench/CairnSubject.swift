import Cairn

/// Cairn: `PersistentContainer`, a private-queue context, `CairnItem` with `@Managed` properties.
struct CairnSubject: BenchSubject {
    /// Whether the stores record persistent history (the H1/H4 workloads of `--history`).
    var history = false

    private func allItems(_ context: ManagedObjectContext) throws -> [CairnItem] {
        let request = CairnItem.fetchRequest()
        request.returnsObjectsAsFaults = false
        return try context.fetch(request)
    }

    func insert(_ rows: [ItemRow], at path: String) throws -> Measurement {
        let stack = try CairnStack(path: path, history: history)
        return try stack.run { context in
            try measure {
                var sum: Int64 = 0
                for row in rows {
                    CairnItem(context: context).assign(row)
                    sum &+= row.i1
                }
                try context.save()
                return sum
            }
        }
    }

    func fetchAll(at path: String) throws -> Measurement {
        try CairnStack(path: path).run { context in
            try measure { try allItems(context).reduce(0) { $0 &+ $1.i1 } }
        }
    }

    func lookups(_ keys: [Int64], warm: Bool, at path: String) throws -> Measurement {
        let stack = try CairnStack(path: path)
        let ids = stack.objectIDs(keys)
        return try stack.run { context in
            if warm {
                // Load the objects and keep them alive: every lookup is then an identity-map hit.
                let alive = try ids.map { try context.existingObject(with: $0) }
                return try withExtendedLifetime(alive) { try measure { try lookUp(ids, context, resetting: false) } }
            }
            return try measure { try lookUp(ids, context, resetting: true) }
        }
    }

    private func lookUp(_ ids: [ManagedObjectID], _ context: ManagedObjectContext, resetting: Bool) throws -> Int64 {
        var found: Int64 = 0
        for id in ids {
            if resetting { context.reset() }
            let item = try context.existingObject(with: id) as! CairnItem
            if item.i1 != Int64.min { found &+= 1 }
        }
        return found
    }

    func updateAll(at path: String) throws -> Measurement {
        try CairnStack(path: path, history: history).run { context in
            let items = try allItems(context)
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
    }

    func rangeFetches(_ lows: [Int64], width: Int64, at path: String) throws -> Measurement {
        try ranges(lows, at: path) { lo in
            .comparison(.keyPath("i1"), .greaterThanOrEqualTo, .constant(.integer(lo)))
                && .comparison(.keyPath("i1"), .lessThan, .constant(.integer(lo + width)))
        }
    }

    func predicateFetches(_ lows: [Int64], width: Int64, at path: String) throws -> Measurement {
        try ranges(lows, at: path) { lo in
            FetchPredicate(format: "i1 >= %@ AND i1 < %@ AND s1 BEGINSWITH[c] %@", lo, lo + width, "CH")
        }
    }

    /// W5 and W6: one fetch per `lo` with the predicate `predicate(lo)` makes, sorted by `i1`.
    private func ranges(_ lows: [Int64], at path: String, _ predicate: (Int64) -> FetchPredicate) throws -> Measurement {
        try CairnStack(path: path).run { context in
            try measure {
                var sum: Int64 = 0
                for lo in lows {
                    let request = CairnItem.fetchRequest()
                    request.predicate = predicate(lo)
                    request.sortKeys = [SortKey("i1")]
                    request.returnsObjectsAsFaults = false
                    sum = try context.fetch(request).reduce(sum) { $0 &+ $1.i1 }
                }
                return sum
            }
        }
    }

    func attributeFetches(_ values: [Int64], at path: String) throws -> Measurement {
        try CairnStack(path: path).run { context in
            try measure {
                var sum: Int64 = 0
                for value in values {
                    let request = CairnItem.fetchRequest()
                    request.predicate = .comparison(.keyPath("i1"), .equalTo, .constant(.integer(value)))
                    request.returnsObjectsAsFaults = false
                    sum = try context.fetch(request).reduce(sum) { $0 &+ $1.i1 }
                }
                return sum
            }
        }
    }

    func iterate(at path: String, batchSize: Int) throws -> Int64 {
        try CairnStack(path: path).run { context in
            // The batched collection keeps one batch of objects alive (SwiftData's
            // `fetch(_:batchSize:)`); `fetchBatchSize` on a plain fetch returns a Swift array of
            // every object, as faults.
            var sum: Int64 = 0
            for item in try context.fetch(CairnItem.fetchRequest(), batchSize: batchSize) { sum &+= item.i1 }
            return sum
        }
    }

    /// Fills a Cairn store with `total` rows through the public API, `chunk` objects per save.
    static func populate(at path: String, total: Int, chunk: Int) throws {
        try CairnStack(path: path).run { context in
            for start in stride(from: 0, to: total, by: chunk) {
                for row in ItemRow.make(start..<min(total, start + chunk), total: total) {
                    CairnItem(context: context).assign(row)
                }
                try context.save()
                context.reset()
            }
        }
    }
}
