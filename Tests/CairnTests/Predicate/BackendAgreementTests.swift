import Cairn
import Foundation
import Testing

/// Property test: random predicates over random data give the same objects in the SQLite store
/// (compiled to SQL), the Swift in-memory store and in-memory evaluation of unsaved objects.
@Suite struct BackendAgreementTests {
    private static func model() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Item") {
                AttributeDescription(name: "key", type: .integer64, isOptional: false)
                AttributeDescription(name: "count", type: .integer32)
                AttributeDescription(name: "score", type: .double)
                AttributeDescription(name: "name", type: .string)
                AttributeDescription(name: "flag", type: .boolean)
                AttributeDescription(name: "when", type: .date)
                RelationshipDescription(name: "owner", destination: "Owner", inverse: "items")
            }
            EntityDescription(name: "Owner") {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "items", destination: "Item", inverse: "owner", toMany: true)
            }
        }
    }

    private static let words = ["apple", "Apple", "APPLE", "äpple", "banana", "Bánana", "cherry", "", "a*b", "x?y", "Zeta", "zeta"]

    private struct Row {
        var values: [String: PropertyValue]
        var owner: Int?
    }

    private static func data(_ random: inout SplitMix64) -> (rows: [Row], owners: [String?]) {
        let owners: [String?] = [nil, "ann", "Bob", "cécile"]
        let rows = (0..<60).map { key -> Row in
            func maybe(_ value: PropertyValue) -> PropertyValue { Int.random(in: 0..<5, using: &random) == 0 ? .null : value }
            return Row(values: [
                "key": .integer(Int64(key)),
                "count": maybe(.integer(Int64.random(in: -3...3, using: &random))),
                "score": maybe(.double(Double(Int.random(in: -20...20, using: &random)) / 4)),
                "name": maybe(.string(words.randomElement(using: &random)!)),
                "flag": maybe(.bool(Bool.random(using: &random))),
                "when": maybe(.date(Date(timeIntervalSinceReferenceDate: Double(Int.random(in: 0...5, using: &random)) * 1000))),
            ], owner: Int.random(in: 0..<5, using: &random) == 0 ? nil : Int.random(in: 0..<owners.count, using: &random))
        }
        return (rows, owners)
    }

    private static func comparison(_ random: inout SplitMix64) -> FetchPredicate {
        let numericOps: [FetchComparison.Operator] = [.equalTo, .notEqualTo, .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo]
        let stringOps: [FetchComparison.Operator] = numericOps + [.beginsWith, .endsWith, .contains, .like, .matches]
        let options: [FetchComparison.Options] = [[], .caseInsensitive, .diacriticInsensitive, [.caseInsensitive, .diacriticInsensitive]]
        switch Int.random(in: 0..<9, using: &random) {
        case 0: return .comparison(.keyPath("count"), numericOps.randomElement(using: &random)!, .constant(Bool.random(using: &random) ? .null : .integer(Int64.random(in: -3...3, using: &random))))
        case 1: return .comparison(.keyPath("score"), numericOps.randomElement(using: &random)!, .constant(.double(Double(Int.random(in: -20...20, using: &random)) / 4)))
        case 2:
            let op = stringOps.randomElement(using: &random)!
            let pattern = op == .like ? ["a*", "*e", "?pple", "*a*", "a\\*b"].randomElement(using: &random)! : (op == .matches ? ["a.*", "[a-z]+", ".*E"].randomElement(using: &random)! : words.randomElement(using: &random)!)
            return .comparison(.keyPath("name"), op, .constant(.string(pattern)), options: options.randomElement(using: &random)!)
        case 3: return .comparison(.keyPath("flag"), [.equalTo, .notEqualTo].randomElement(using: &random)!, .constant(Bool.random(using: &random) ? .bool(true) : .null))
        case 4: return .comparison(.keyPath("when"), numericOps.randomElement(using: &random)!, .constant(.date(Date(timeIntervalSinceReferenceDate: Double(Int.random(in: 0...5, using: &random)) * 1000))))
        case 5:
            let list = (0..<Int.random(in: 0...3, using: &random)).map { _ in FetchExpression.constant(Bool.random(using: &random) ? .integer(Int64.random(in: -3...3, using: &random)) : .null) }
            return .comparison(.keyPath("count"), .in, .aggregate(list))
        case 6:
            let low = Int64.random(in: -3...3, using: &random)
            return .comparison(.keyPath("count"), .between, .aggregate([.constant(.integer(low)), .constant(.integer(low + Int64.random(in: 0...3, using: &random)))]))
        case 7: return .comparison(.keyPath("owner.name"), [.equalTo, .notEqualTo, .beginsWith].randomElement(using: &random)!, .constant(Bool.random(using: &random) ? .null : .string(["ann", "bob", "Bob", "cecile"].randomElement(using: &random)!)), options: options.randomElement(using: &random)!)
        default: return .comparison(.constant(.integer(Int64.random(in: -3...3, using: &random))), numericOps.randomElement(using: &random)!, .keyPath("count"))
        }
    }

    private static func predicate(_ random: inout SplitMix64, depth: Int = 0) -> FetchPredicate {
        guard depth < 3 else { return comparison(&random) }
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return .not(predicate(&random, depth: depth + 1))
        case 1: return .and([predicate(&random, depth: depth + 1), predicate(&random, depth: depth + 1)])
        case 2: return .or([predicate(&random, depth: depth + 1), predicate(&random, depth: depth + 1)])
        default: return comparison(&random)
        }
    }

    /// Inserts the rows; returns the context holding them (saved unless `save` is false).
    private func load(_ kind: StoreKind, _ rows: [Row], _ owners: [String?], directory: TemporaryDirectory, save: Bool) throws -> ManagedObjectContext {
        let container = try kind.makeContainer(model: Self.model(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let ownerEntity = container.managedObjectModel.entitiesByName["Owner"]!
            let itemEntity = container.managedObjectModel.entitiesByName["Item"]!
            let ownerObjects = owners.map { name -> ManagedObject in
                let owner = ManagedObject(entity: ownerEntity, insertInto: context)
                owner.setPrimitivePropertyValue(name.map(PropertyValue.string) ?? .null, forKey: "name")
                return owner
            }
            for row in rows {
                let item = ManagedObject(entity: itemEntity, insertInto: context)
                for (key, value) in row.values { item.setPrimitivePropertyValue(value, forKey: key) }
                if let owner = row.owner { ownerObjects[owner].add(item, toRelationship: "items") }
            }
            if save { try context.save() }
        }
        return context
    }

    private func keys(_ context: ManagedObjectContext, _ predicate: FetchPredicate) throws -> [Int64] {
        try context.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: "Item")
            request.predicate = predicate
            request.sortKeys = [SortKey("key")]
            return try context.fetch(request).map {
                guard case .integer(let key) = $0.primitivePropertyValue(forKey: "key") else { return -1 }
                return key
            }
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func sqlAndMemoryAgree(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let (rows, owners) = Self.data(&random)
        let directory = TemporaryDirectory()
        let sql = try load(.sqliteMemory, rows, owners, directory: directory, save: true)
        let memory = try load(.inMemory, rows, owners, directory: directory, save: true)
        let pending = try load(.inMemory, rows, owners, directory: directory, save: false)
        for _ in 0..<150 {
            let predicate = Self.predicate(&random)
            let expected = try keys(memory, predicate)
            #expect(try keys(sql, predicate) == expected, "SQL and in-memory store differ for \(predicate)")
            #expect(try keys(pending, predicate) == expected, "unsaved objects evaluated in memory differ for \(predicate)")
        }
    }
}
