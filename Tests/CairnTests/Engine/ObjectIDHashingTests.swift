import Foundation
import Testing

@testable import Cairn

/// Object IDs as set and dictionary keys. An ID's hash puts consecutive primary keys of one
/// entity in neighbouring buckets (a large fetch registers its objects in key order, and random
/// buckets cost cache misses); these check that sets and dictionaries of IDs stay exact under the
/// key patterns that placement meets: long runs, strides, two entities with the same keys,
/// temporary (negative) keys and keys at the ends of the range.
@Suite struct ObjectIDHashingTests {
    /// A permanent ID of each of two entities, from a saved store.
    private func storedIDs() throws -> (ManagedObjectID, ManagedObjectID) {
        let model = ManagedObjectModel {
            EntityDescription(name: "Left") { AttributeDescription(name: "n", type: .integer64) }
            EntityDescription(name: "Right") { AttributeDescription(name: "n", type: .integer64) }
        }
        let spec = try GraphSpec(.sqliteFile, model)
        return try spec.run { context in
            let left = ManagedObject(entity: model.entitiesByName["Left"]!, insertInto: context)
            let right = ManagedObject(entity: model.entitiesByName["Right"]!, insertInto: context)
            try context.save()
            return (left.objectID, right.objectID)
        }
    }

    @Test func equalIDsHashEquallyAndEntitiesSharingAKeyStayApart() throws {
        let (left, right) = try storedIDs()
        let again = try storedIDs().0
        #expect(left.withPrimaryKey(7) == left.withPrimaryKey(7))
        #expect(left.withPrimaryKey(7).hashValue == left.withPrimaryKey(7).hashValue)
        #expect(left.withPrimaryKey(7) != right.withPrimaryKey(7), "same key, other entity")
        #expect(left.withPrimaryKey(7) != again.withPrimaryKey(7), "same entity and key, other store")
        let keys: Set = [left.withPrimaryKey(7), right.withPrimaryKey(7), again.withPrimaryKey(7), left.withPrimaryKey(7)]
        #expect(keys.count == 3)
    }

    @Test func setsAndDictionariesStayExactUnderRunsStridesAndSharedKeys() throws {
        let (left, right) = try storedIDs()
        var inserted: [ManagedObjectID] = []
        inserted += (1...20_000).map { left.withPrimaryKey($0) }  // one long run
        inserted += stride(from: 0, to: 80_000, by: 4).map { right.withPrimaryKey($0) }  // every 4th key
        inserted += stride(from: 3, to: 8_000, by: 8).map { left.withPrimaryKey(30_000 + $0) }  // a sparse stride
        inserted += (1...3_000).map { left.withPrimaryKey(-$0) }  // temporary keys
        inserted += (0..<64).map { left.withPrimaryKey(Int64.max - $0) } + (0..<64).map { right.withPrimaryKey(Int64.min + $0) }
        let absent =
            (20_001...20_500).map { left.withPrimaryKey($0) }
            + stride(from: 1, to: 2_000, by: 4).map { right.withPrimaryKey($0) }
            + (1...500).map { right.withPrimaryKey($0 * 4 + 80_000) }
            + (3_001...3_100).map { left.withPrimaryKey(-$0) }

        var set = Set<ManagedObjectID>()
        var dictionary: [ManagedObjectID: Int] = [:]
        for (position, id) in inserted.enumerated() {
            #expect(set.insert(id).inserted, "\(id.entity.entityName) \(id.primaryKey) is new")
            dictionary[id] = position
        }
        #expect(set.count == inserted.count && dictionary.count == inserted.count)
        #expect(inserted.allSatisfy(set.contains), "every inserted ID is found")
        #expect(!absent.contains(where: set.contains), "no other ID is found")
        #expect(inserted.enumerated().allSatisfy { dictionary[$0.element] == $0.offset }, "every key keeps its own value")

        // Removing every other ID leaves exactly the rest.
        for id in inserted.enumerated().filter({ $0.offset.isMultiple(of: 2) }).map(\.element) {
            #expect(set.remove(id) != nil)
            dictionary[id] = nil
        }
        for (position, id) in inserted.enumerated() {
            let kept = !position.isMultiple(of: 2)
            if set.contains(id) != kept || (dictionary[id] != nil) != kept {
                Issue.record("\(id.entity.entityName) \(id.primaryKey) should \(kept ? "" : "not ")be kept after removing every other ID")
                break
            }
        }
        #expect(set.count == inserted.count / 2 && dictionary.count == inserted.count / 2)
    }
}
