import Cairn
import CairnTestSupport
import Foundation
import Testing

/// The SQLite store writes runs of updates of one shape with one statement per 100 rows, each row
/// only if its stored version is the one the context read: values must land in their own rows,
/// and a conflict anywhere in a batch must still name exactly the objects that conflict and
/// write nothing.
@Suite struct BatchedUpdateTests {
    /// A file store of the batched-insert model holding `count` labels (`position` 0…), and their
    /// IDs in order.
    private func labels(_ count: Int) throws -> (TestStack, [ManagedObjectID]) {
        let stack = try TestStack(TestStoreKind.sqliteFile, model: BatchedInsertTests.model())
        let context = stack.context
        let ids: [ManagedObjectID] = try context.performAndWait {
            let entity = try #require(context.persistentStoreCoordinator?.managedObjectModel.entitiesByName["Label"])
            let labels = (0..<count).map { position in
                let label = ManagedObject(entity: entity, insertInto: context)
                label.setValue(Int64(position), forKey: "position")
                label.setValue("label \(position)", forKey: "text")
                label.setValue(Int64(position), forKey: "number")
                return label
            }
            try context.save()
            return labels.map(\.objectID)
        }
        return (stack, ids)
    }

    /// Every label's (text, number), in position order, read by another container: the file,
    /// not the coordinator's cache of saved rows.
    private func stored(in stack: TestStack) throws -> [(String?, Int64?)] {
        let reader = try TestStoreKind.sqliteFile.makeContainer(model: BatchedInsertTests.model(), directory: stack.directory).newBackgroundContext()
        return try reader.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: "Label")
            request.sortKeys = [SortKey("position")]
            return try reader.fetch(request).map { ($0.value(forKey: "text") as? String, $0.value(forKey: "number") as? Int64) }
        }
    }

    @Test func runsOfSeveralShapesLandInTheirRows() throws {
        let (stack, ids) = try labels(530)
        let context = stack.context
        // Runs of different changed properties: 250 texts (two batches and a remainder), 130
        // numbers, 150 of both, 3 texts again; then a second save over the same rows (the
        // versions the first one wrote must be the ones the second one expects).
        func change(round: Int) throws {
            try context.performAndWait {
                for (position, id) in ids.enumerated() {
                    let label = try context.existingObject(with: id)
                    if position < 250 || position >= 380 { label.setValue("r\(round) \(position)", forKey: "text") }
                    if position >= 250 && position < 527 { label.setValue(Int64(round * 10_000 + position), forKey: "number") }
                }
                try context.save()
            }
        }
        for round in 1...2 {
            try change(round: round)
            let expected = (0..<530).map { position -> (String?, Int64?) in
                (
                    position < 250 || position >= 380 ? "r\(round) \(position)" : "label \(position)",
                    position >= 250 && position < 527 ? Int64(round * 10_000 + position) : Int64(position)
                )
            }
            let found = try stored(in: stack)
            #expect(found.count == 530)
            for (position, (row, wanted)) in zip(found, expected).enumerated() where row != wanted {
                Issue.record("round \(round), label \(position): stored \(row), saved \(wanted)")
            }
        }
    }

    /// Updates (150: a batch of 100 and 50 single rows) that give one row another row's new
    /// value: inside the batch, or in a single row after it.
    @Test(arguments: [(50, 7), (120, 5)])
    func aDuplicateAmongUpdatesFailsTheWholeSave(_ duplicate: Int, of original: Int) throws {
        let stack = try TestStack(TestStoreKind.sqliteFile, model: BatchedInsertTests.model())
        let context = stack.context
        let ids: [ManagedObjectID] = try context.performAndWait {
            let entity = try #require(context.persistentStoreCoordinator?.managedObjectModel.entitiesByName["Code"])
            let codes = (0..<150).map { value in
                let code = ManagedObject(entity: entity, insertInto: context)
                code.setValue(Int64(value), forKey: "value")
                return code
            }
            try context.save()
            return codes.map(\.objectID)
        }
        // A write that bypasses the context (another process).
        var changes = ChangeSet()
        changes.updated = ids.enumerated().map { position, id in
            let value = Int64(1_000 + (position == duplicate ? original : position))
            return ChangeSet.Update(
                snapshot: RowSnapshot(objectID: id, values: [.integer(value)], version: RowSnapshot.firstVersion + 1),
                changedIndices: [0], expectedVersion: RowSnapshot.firstVersion)
        }
        let store = stack.container.persistentStoreCoordinator.persistentStores[0]
        let error = #expect(throws: CairnError.self) { try store.save(changes) }
        #expect(error?.code == .constraintConflict && error?.entityName == "Code", "the error names the entity: \(String(describing: error))")
        let reader = try TestStoreKind.sqliteFile.makeContainer(model: BatchedInsertTests.model(), directory: stack.directory).newBackgroundContext()
        let values = try reader.performAndWait {
            try reader.fetch(FetchRequest<ManagedObject>(entityName: "Code")).compactMap { $0.value(forKey: "value") as? Int64 }.sorted()
        }
        #expect(values == (0..<150).map(Int64.init), "no update of the failed save was kept")
    }

    /// Another context's save: `changed` get the text "theirs", `deleted` are deleted.
    private func save(in other: ManagedObjectContext, changing changed: [ManagedObjectID], deleting deleted: [ManagedObjectID]) throws {
        try other.performAndWait {
            for id in changed { try other.existingObject(with: id).setValue("theirs", forKey: "text") }
            for id in deleted { other.delete(try other.existingObject(with: id)) }
            try other.save()
        }
    }

    /// Positions another context changes and deletes among 250 labels (batches 0–99 and
    /// 100–199, rows 200–249 one by one): only changed rows inside batches; a deleted row inside
    /// a batch; a changed row in a batch and a deleted one among the single rows.
    static let conflicts: [(changed: [Int], deleted: [Int])] = [([7, 180], []), ([], [121]), ([7], [230])]

    @Test(arguments: conflicts.indices)
    func aConflictInsideABatchNamesItsObjectsAndWritesNothing(_ scenario: Int) throws {
        let (stack, ids) = try labels(250)
        let writer = stack.context
        let other = stack.container.newBackgroundContext()
        let changedElsewhere = Self.conflicts[scenario].changed.map { ids[$0] }
        let deletedElsewhere = Self.conflicts[scenario].deleted.map { ids[$0] }
        try writer.performAndWait {
            // The writer reads every label, then another context changes or deletes some.
            let mine = try ids.map { try writer.existingObject(with: $0) }
            try save(in: other, changing: changedElsewhere, deleting: deletedElsewhere)
            for label in mine { label.setValue("mine", forKey: "text") }
            let error = #expect(throws: CairnError.self) { try writer.save() }
            #expect(error?.code == .mergeConflict)
            #expect(
                Set(error?.underlyingErrors.compactMap(\.objectID) ?? []) == Set(changedElsewhere + deletedElsewhere),
                "exactly the changed and the deleted objects are named")
        }
        let found = try stored(in: stack)
        #expect(found.count == 250 - deletedElsewhere.count)
        #expect(found.filter { $0.0 == "mine" }.count == 0, "no row of the failed save was written")
        #expect(found.filter { $0.0 == "theirs" }.count == changedElsewhere.count)
    }
}
