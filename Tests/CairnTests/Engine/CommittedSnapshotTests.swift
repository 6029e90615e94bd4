import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// The committed snapshot (values as last fetched or saved) is kept as the original values of the
/// changed properties only. These tests pin Core Data's semantics on top of it: `changedValues()`
/// compares with the snapshot, `committedValues(forKeys:)` reads it, rollback and
/// `refresh(_:mergeChanges: true)` restore it, and saves write exactly the changed columns, for
/// property indices on both sides of the 64-bit change mask.
@Suite struct CommittedSnapshotTests {
    /// An entity with 70 integer attributes `a0` … `a69` (default 0).
    static let model = ManagedObjectModel {
        EntityDescription(name: "Wide") {
            for index in 0..<70 { AttributeDescription(name: "a\(index)", type: .integer64, defaultValue: Int64(0)) }
        }
    }

    @Test func originalValuesRecordEachPropertyOnceOnBothSidesOfTheMask() {
        var originals = OriginalValues()
        #expect(originals.isEmpty)
        originals.record(.integer(1), at: 3)
        originals.record(.integer(2), at: 66)
        originals.record(.integer(9), at: 3)  // already recorded: the first original stays
        originals.record(.string("x"), at: 64)
        #expect(!originals.isEmpty)
        #expect(originals.map(\.index) == [3, 66, 64], "entries in the order properties first changed")
        #expect(originals.original(at: 3) == .integer(1))
        #expect(originals.original(at: 66) == .integer(2))
        #expect(originals.original(at: 64) == .string("x"))
        #expect(originals.original(at: 65) == nil && originals.original(at: 4) == nil)

        originals.remove(3)  // the inline first entry: the next one takes its place
        #expect(!originals.contains(3) && originals.original(at: 3) == nil)
        #expect(originals.map(\.index) == [66, 64])
        originals.remove(64)
        #expect(originals.map(\.index) == [66])
        originals.transform { _ in .null }
        #expect(originals.original(at: 66) == .null)
        originals.remove(66)
        #expect(originals.isEmpty)

        let committed: ContiguousArray<PropertyValue> = [.integer(1), .integer(2), .string("a")]
        let current: ContiguousArray<PropertyValue> = [.integer(1), .integer(5), .string("b")]
        let differences = OriginalValues(values: current, committed: committed)
        #expect(differences.map(\.index) == [1, 2])
        #expect(differences.original(at: 2) == .string("a"))
    }

    @Test(arguments: [TestStoreKind.sqliteFile, .inMemory])
    func changesCompareWithTheSnapshotAndRollbackRestoresIt(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: Self.model, directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let wide = ManagedObject(entity: Self.model.entitiesByName["Wide"]!, insertInto: context)
            wide.setValue(Int64(3), forKey: "a3")
            wide.setValue(Int64(66), forKey: "a66")
            try context.save()
            #expect(wide.committedValues(forKeys: ["a3", "a66"]) as? [String: Int64] == ["a3": 3, "a66": 66])

            wide.setValue(Int64(1), forKey: "a66")
            wide.setValue(Int64(7), forKey: "a3")
            wide.setValue(Int64(5), forKey: "a5")
            #expect(wide.changedValues() as? [String: Int64] == ["a66": 1, "a3": 7, "a5": 5])
            #expect(wide.committedValues(forKeys: ["a66", "a3", "a5"]) as? [String: Int64] == ["a66": 66, "a3": 3, "a5": 0])
            wide.setValue(Int64(0), forKey: "a5")  // back to its committed value: no longer changed
            #expect(wide.changedValues() as? [String: Int64] == ["a66": 1, "a3": 7])

            context.rollback()
            #expect(wide.value(forKey: "a66") as? Int64 == 66)
            #expect(wide.value(forKey: "a3") as? Int64 == 3)
            #expect(wide.value(forKey: "a5") as? Int64 == 0)
            #expect(!wide.hasChanges && wide.changedValues().isEmpty)

            wide.setValue(Int64(2), forKey: "a66")
            try context.save()
            #expect(wide.changedValues().isEmpty)
            #expect(wide.committedValues(forKeys: ["a66"])["a66"] as? Int64 == 2)
        }

        let reader = container.newBackgroundContext()
        try reader.performAndWait {
            let stored = try #require(try reader.fetch(FetchRequest<ManagedObject>(entityName: "Wide")).first)
            #expect(stored.value(forKey: "a3") as? Int64 == 3)
            #expect(stored.value(forKey: "a66") as? Int64 == 2)
            #expect(stored.value(forKey: "a5") as? Int64 == 0)
        }
    }

    @Test(arguments: [TestStoreKind.sqliteFile, .inMemory])
    func refreshMergingChangesKeepsLocalChangesOverTheNewSnapshot(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: Self.model, directory: directory)
        let context = container.newBackgroundContext()
        let id = try context.performAndWait {
            let wide = ManagedObject(entity: Self.model.entitiesByName["Wide"]!, insertInto: context)
            wide.setValue(Int64(3), forKey: "a3")
            wide.setValue(Int64(66), forKey: "a66")
            try context.save()
            return wide.objectID
        }
        let other = container.newBackgroundContext()
        try other.performAndWait {
            try other.existingObject(with: id).setValue(Int64(30), forKey: "a3")
            try other.save()
        }
        try context.performAndWait {
            let wide = context.object(with: id)
            wide.setValue(Int64(9), forKey: "a66")
            context.refresh(wide, mergeChanges: true)
            #expect(wide.value(forKey: "a3") as? Int64 == 30, "the store's newer value")
            #expect(wide.value(forKey: "a66") as? Int64 == 9, "the unsaved change stays on top")
            #expect(wide.committedValues(forKeys: ["a3", "a66"]) as? [String: Int64] == ["a3": 30, "a66": 66])
            #expect(wide.changedValues() as? [String: Int64] == ["a66": 9])
            try context.save()
        }
        let reader = container.newBackgroundContext()
        try reader.performAndWait {
            let stored = try reader.existingObject(with: id)
            #expect(stored.value(forKey: "a3") as? Int64 == 30)
            #expect(stored.value(forKey: "a66") as? Int64 == 9)
        }
    }
}
