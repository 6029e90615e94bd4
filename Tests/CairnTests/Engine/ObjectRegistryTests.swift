import Foundation
import Testing

@testable import Cairn

/// The identity map's table (pages for runs of consecutive keys, a dictionary for the rest)
/// against a plain dictionary of IDs: whatever the order keys arrive in, it must find exactly the
/// objects registered, once each.
@Suite struct ObjectRegistryTests {
    private let model = ManagedObjectModel {
        EntityDescription(name: "Left") { AttributeDescription(name: "n", type: .integer64) }
        EntityDescription(name: "Right") { AttributeDescription(name: "n", type: .integer64) }
    }

    /// An ID in the temporary space of `entity` (other keys of the space with `keyed`).
    private func base(_ entity: String) -> ManagedObjectID {
        .temporary(for: model.entitiesByName[entity]!)
    }

    private func makeObject(_ id: ManagedObjectID) -> ManagedObject {
        let object = ManagedObject(entity: id.entity, insertInto: nil)
        object.identity = id
        return object
    }

    /// Checks `registry` holds exactly `expected`, by lookup, index and walk.
    private func expectSame(_ registry: ObjectRegistry, _ expected: [ManagedObjectID: ManagedObject], absent: [ManagedObjectID], _ step: String) {
        registry.checkInvariants()
        #expect(registry.count == expected.count, "count after \(step)")
        for (id, object) in expected where registry[id] !== object || registry.index(forKey: id).map(registry.object(at:)) !== object {
            Issue.record("\(id.entity.entityName) \(id.primaryKey) not found after \(step)")
            return
        }
        for id in absent where expected[id] == nil && (registry[id] != nil || registry.index(forKey: id) != nil) {
            Issue.record("\(id.entity.entityName) \(id.primaryKey) found after \(step) but not registered")
            return
        }
        var walked: [ObjectIdentifier: Int] = [:]
        registry.forEach { walked[ObjectIdentifier($0), default: 0] += 1 }
        #expect(walked.count == expected.count && walked.values.allSatisfy { $0 == 1 }, "every object walked once after \(step)")
    }

    @Test func findsExactlyWhatWasRegisteredWhateverTheOrderOfKeys() {
        let left = base("Left"), right = base("Right")
        let registry = ObjectRegistry()
        var expected: [ManagedObjectID: ManagedObject] = [:]
        func insert(_ ids: some Sequence<ManagedObjectID>) {
            for id in ids {
                let object = makeObject(id)
                registry[id] = object
                expected[id] = object
            }
        }
        // A scattered key, then a run through its page (the page takes it over), the same keys in
        // another entity, a stride, temporary (negative) keys both ways, and the ends of the range.
        insert([left.keyed(70)])
        insert((1...1_000).map { left.keyed($0) })
        insert((1...1_000).map { right.keyed($0) })
        insert(stride(from: 5_000, to: 9_000, by: 7).map { left.keyed($0) })
        insert((1...300).map { left.keyed(-$0) })
        insert((1...300).reversed().map { right.keyed(-$0) })
        insert((0..<70).map { left.keyed(Int64.max - 69 + $0) } + (0..<70).map { right.keyed(Int64.min + $0) })
        let absent =
            (1_001...1_200).map { left.keyed($0) } + (5_001...5_006).map { left.keyed($0) }
            + (301...400).map { right.keyed(-$0) } + [left.keyed(0), right.keyed(0)]
        expectSame(registry, expected, absent: absent, "inserting")

        // Replacing registered objects keeps one entry per ID.
        insert([left.keyed(70), left.keyed(5_007), right.keyed(-1)])
        expectSame(registry, expected, absent: absent, "replacing")

        // Removing every third ID, by key and by index, leaves exactly the rest.
        for (position, id) in expected.keys.sorted(by: { $0.primaryKey < $1.primaryKey }).enumerated() where position.isMultiple(of: 3) {
            if position.isMultiple(of: 2) {
                #expect(registry.removeValue(forKey: id) === expected[id])
            } else {
                registry.remove(at: registry.index(forKey: id)!)
            }
            expected[id] = nil
        }
        #expect(registry.removeValue(forKey: left.keyed(1_100)) == nil)
        expectSame(registry, expected, absent: absent, "removing")

        registry.removeAll()
        expectSame(registry, [:], absent: absent, "removing all")
        expected = [:]
        insert((1...200).map { right.keyed($0) } + [left.keyed(3)])
        expectSame(registry, expected, absent: absent, "inserting after removing all")
    }

    @Test func aSweepDropsOnlyObjectsNobodyElseHolds() {
        let left = base("Left")
        let registry = ObjectRegistry()
        var held: [ManagedObjectID: ManagedObject] = [:]
        // Paged keys (a run) and scattered ones (a stride); every fifth object is held outside.
        let ids = (1...640).map { left.keyed($0) } + stride(from: 10_000, to: 30_000, by: 9).map { left.keyed($0) }
        for (position, id) in ids.enumerated() {
            let object = makeObject(id)
            registry[id] = object
            if position.isMultiple(of: 5) { held[id] = object }
        }
        #expect(registry.count == ids.count)
        registry.removeUniquelyReferenced()
        expectSame(registry, held, absent: ids, "sweeping")
        // What stays is still held by the registry too: nobody else's references count twice.
        for id in held.keys { #expect(!registry.isUniquelyReferenced(at: registry.index(forKey: id)!)) }
        held = [:]
        registry.removeUniquelyReferenced()
        expectSame(registry, [:], absent: ids, "sweeping once nothing is held")
    }

    @Test func manyEmptiedPagesLeaveTheTableAndTheirKeysStillWork() {
        let left = base("Left")
        let registry = ObjectRegistry()
        var expected: [ManagedObjectID: ManagedObject] = [:]
        // Every fourth page keeps one key: more pages empty than the registry keeps.
        let pages = ObjectRegistry.emptyPageAllowance * 4 / 3 + 200
        for page in 0..<pages {
            for slot in 0..<RegistryPage.size {
                let id = left.keyed(Int64(page * RegistryPage.size + slot))
                let object = makeObject(id)
                registry[id] = object
                if page.isMultiple(of: 4), slot == 5 { expected[id] = object }
            }
        }
        for page in 0..<pages {
            for slot in 0..<RegistryPage.size {
                let id = left.keyed(Int64(page * RegistryPage.size + slot))
                if expected[id] == nil { registry[id] = nil }
            }
        }
        expectSame(registry, expected, absent: (0..<200).map { left.keyed($0) }, "emptying pages")
        // Keys of dropped pages register again, scattered or as a new run.
        for key: Int64 in [64 + 9, 64 * 3 + 1, 64 * 3 + 2, 64 * 3 + 3] {
            let id = left.keyed(key)
            let object = makeObject(id)
            registry[id] = object
            expected[id] = object
        }
        expectSame(registry, expected, absent: (0..<300).map { left.keyed($0) }, "registering in dropped pages")
    }
}

private extension ManagedObjectID {
    /// The ID with primary key `key` in this ID's space (temporary spaces included, unlike
    /// `withPrimaryKey`): the registry takes any key.
    func keyed(_ key: Int64) -> ManagedObjectID {
        ManagedObjectID(space: space, primaryKey: key)
    }
}
