import Cairn
import CairnTestSupport
import Foundation
import Testing

/// The SQLite store inserts runs of new rows of one entity with one statement per 50 rows: every
/// value of every row must still land in its own row and column, whatever the run lengths, the
/// entities between them, the nil values and the text lengths.
@Suite struct BatchedInsertTests {
    /// Shapes of two sub-entities in one table, and labels pointing at them (a to-one whose
    /// destination has sub-entities also stores the destination's entity number).
    static func model() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Shape", isAbstract: true) {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "labels", destination: "Label", inverse: "shape", toMany: true)
            }
            EntityDescription(name: "Circle", superentity: "Shape") {
                AttributeDescription(name: "radius", type: .double)
            }
            EntityDescription(name: "Square", superentity: "Shape") {
                AttributeDescription(name: "side", type: .integer64)
            }
            EntityDescription(name: "Label") {
                AttributeDescription(name: "text", type: .string)
                AttributeDescription(name: "number", type: .integer64)
                AttributeDescription(name: "made", type: .date)
                AttributeDescription(name: "position", type: .integer64)
                RelationshipDescription(name: "shape", destination: "Shape", inverse: "labels")
            }
            EntityDescription(name: "Tally") {
                AttributeDescription(name: "number", type: .integer64)
            }
            EntityDescription(name: "Code", uniquenessConstraints: [["value"]]) {
                AttributeDescription(name: "value", type: .integer64)
            }
        }
    }

    /// What one label should read back as.
    struct Expected: Equatable {
        var text: String?
        var number: Int64?
        var made: Date?
        var shape: String?
    }

    /// A label's values: nil, empty, short and long texts (past the 4 KiB the binding buffer
    /// starts with, so a batch's strings overflow it), nil numbers and dates every few rows.
    static func expected(_ index: Int, shapes: [String]) -> Expected {
        let texts: [String?] = [nil, "", "label \(index)", String(repeating: "ü", count: 2_500 + index), "🧗 \(index)"]
        return Expected(
            text: texts[index % texts.count],
            number: index % 7 == 3 ? nil : Int64(index * 1_000_003),
            made: index % 4 == 1 ? nil : Date(timeIntervalSinceReferenceDate: Double(index) * 86_400.5),
            shape: index % 6 == 5 ? nil : shapes[index % shapes.count])
    }

    @Test func runsOfEveryLengthReadBackRowByRow() throws {
        let stack = try TestStack(TestStoreKind.sqliteFile, model: Self.model())
        let context = stack.context
        // Runs of labels of 1, 49, 50, 51, 57 and 123 rows (one or more batches, with and without
        // a remainder), with shapes of both sub-entities inserted between them.
        let runs = [1, 49, 50, 51, 57, 123]
        let expected: [Expected] = try context.performAndWait {
            var shapes: [String: ManagedObject] = [:]
            var labels: [ManagedObject] = []
            var expected: [Expected] = []
            for (run, length) in runs.enumerated() {
                let shape = ManagedObject(entity: try #require(Self.model(of: context)["\(run % 2 == 0 ? "Circle" : "Square")"]), insertInto: context)
                shape.setValue("shape \(run)", forKey: "name")
                shape.setValue(run % 2 == 0 ? Double(run) + 0.5 : Int64(run), forKey: run % 2 == 0 ? "radius" : "side")
                shapes["shape \(run)"] = shape
                for _ in 0..<length {
                    let values = Self.expected(labels.count, shapes: shapes.keys.sorted())
                    let label = ManagedObject(entity: try #require(Self.model(of: context)["Label"]), insertInto: context)
                    label.setValue(values.text, forKey: "text")
                    label.setValue(values.number, forKey: "number")
                    label.setValue(values.made, forKey: "made")
                    label.setValue(values.shape.map { shapes[$0]! }, forKey: "shape")
                    label.setValue(Int64(labels.count), forKey: "position")
                    labels.append(label)
                    expected.append(values)
                }
            }
            try context.save()
            return expected
        }

        // Read by another container: the file, not the coordinator's cache of the saved rows.
        let reader = try TestStoreKind.sqliteFile.makeContainer(model: Self.model(), directory: stack.directory).newBackgroundContext()
        let found: [Expected] = try reader.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: "Label")
            request.sortKeys = [SortKey("position")]
            return try reader.fetch(request).map { label in
                let shape = label.value(forKey: "shape") as? ManagedObject
                return Expected(
                    text: label.value(forKey: "text") as? String, number: label.value(forKey: "number") as? Int64,
                    made: label.value(forKey: "made") as? Date, shape: shape?.value(forKey: "name") as? String)
            }
        }
        #expect(found.count == expected.count)
        for (index, pair) in zip(found, expected).enumerated() where pair.0 != pair.1 {
            Issue.record("label \(index): read \(pair.0), saved \(pair.1)")
        }
        // The shapes kept their sub-entity (the label's entity column) and their own columns.
        try reader.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: "Shape")
            request.sortKeys = [SortKey("name")]
            let shapes = try reader.fetch(request)
            #expect(shapes.map(\.entity.name) == runs.indices.map { $0 % 2 == 0 ? "Circle" : "Square" })
            #expect(
                shapes.map { ($0.value(forKey: "labels") as? Set<ManagedObject>)?.count ?? -1 }
                    == runs.indices.map { run in expected.filter { $0.shape == "shape \(run)" }.count })
        }
    }

    @Test func aRunOfRowsTakesOneStatementPerFiftyRows() throws {
        let directory = TemporaryDirectory()
        let coordinator = PersistentStoreCoordinator(managedObjectModel: Self.model())
        let store = try coordinator.addPersistentStore(
            at: directory.url.appendingPathComponent("tallies.sqlite"), options: [PersistentStoreOption.countStatements: "true"])
        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = coordinator
        func statements(savingTallies count: Int) throws -> Int {
            try context.performAndWait {
                let entity = try #require(Self.model(of: context)["Tally"])
                for number in 0..<count { ManagedObject(entity: entity, insertInto: context).setValue(Int64(number), forKey: "number") }
                let before = try #require(store.executedStatementCount)
                try context.save()
                return try #require(store.executedStatementCount) - before
            }
        }
        let one = try statements(savingTallies: 1)
        #expect(try statements(savingTallies: 101) == one + 2, "101 rows: two statements of 50 rows and one of 1")
        #expect(try statements(savingTallies: 150) == one + 2, "150 rows: three statements of 50 rows")
        #expect(try statements(savingTallies: 49) == one + 48, "49 rows: one statement each")
        let total = try context.performAndWait {
            try context.fetch(FetchRequest<ManagedObject>(entityName: "Tally")).compactMap { $0.value(forKey: "number") as? Int64 }.sorted()
        }
        #expect(total == ([0] + Array(0..<101) + Array(0..<150) + Array(0..<49)).map(Int64.init).sorted())
    }

    @Test func aDuplicateInsideABatchFailsTheWholeSave() throws {
        let stack = try TestStack(TestStoreKind.sqliteFile, model: Self.model())
        let store = stack.container.persistentStoreCoordinator.persistentStores[0]
        let entity = try #require(store.model.entitiesByName["Code"])
        // A write that bypasses the context (another process): row 37 repeats row 5's value.
        var changes = ChangeSet()
        changes.inserted = (0..<60).map { row in
            RowSnapshot(
                objectID: store.objectID(for: entity, primaryKey: Int64(row + 1)), values: [.integer(Int64(row == 37 ? 5 : row))],
                version: RowSnapshot.firstVersion)
        }
        let error = #expect(throws: CairnError.self) { try store.save(changes) }
        #expect(error?.code == .constraintConflict && error?.entityName == "Code", "the error names the entity: \(String(describing: error))")
        let count = try stack.context.performAndWait { try stack.context.count(for: FetchRequest<ManagedObject>(entityName: "Code")) }
        #expect(count == 0, "the rows the batch wrote before the duplicate were rolled back with the save")
    }

    /// The context's model's entities by name.
    private static func model(of context: ManagedObjectContext) -> [String: EntityDescription] {
        context.persistentStoreCoordinator!.managedObjectModel.entitiesByName
    }
}
