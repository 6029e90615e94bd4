import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// `BatchInsertRequest` as Core Data documents it: three ways to give objects, three result types,
/// checked values, and uniqueness constraints merged by the context's merge policy.
@Suite struct BatchInsertTests {
    @Test(arguments: TestStoreKind.allCases)
    func insertsDictionariesAndReturnsTheirIDsInOrder(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind)
        let request = BatchInsertRequest(
            entityName: "Quake",
            objects: [
                ["code": "b", "magnitude": 4.5, "place": "Oslo"],
                ["code": "a", "depth": 7],
            ])
        request.resultType = .objectIDs
        let ids = try #require(try spec.execute(request) as? [ManagedObjectID])
        #expect(ids.count == 2 && ids.allSatisfy { !$0.isTemporaryID })
        #expect(try spec.values("Quake", "magnitude", sortedBy: "code") == [.double(1.5), .double(4.5)], "a left-out attribute gets its default")
        try spec.run { context in
            let first = try context.existingObject(with: ids[0])
            #expect(first.value(forKey: "place") as? String == "Oslo")
            #expect(try context.existingObject(with: ids[1]).value(forKey: "depth") as? Int == 7)
        }
        let counted = BatchInsertRequest(entityName: "Quake", objects: [["code": "c"]])
        counted.resultType = .count
        #expect(try spec.execute(counted) as? Int == 1)
        #expect(try spec.execute(BatchInsertRequest(entityName: "Quake", objects: [["code": "d"]])) as? Bool == true)
        #expect(try spec.count("Quake") == 4)
    }

    @Test(arguments: TestStoreKind.allCases)
    func handlersAreCalledUntilTheyReturnTrue(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind)
        var next = 0
        let dictionaries = BatchInsertRequest(
            entityName: "Quake",
            dictionaryHandler: { dictionary in
                guard next < 5 else { return true }
                dictionary["code"] = "d\(next)"
                dictionary["magnitude"] = Double(next)
                next += 1
                return false
            })
        dictionaries.resultType = .count
        #expect(try spec.execute(dictionaries) as? Int == 5)
        var made = 0
        let objects = BatchInsertRequest(
            entity: spec.model.entitiesByName["Quake"]!,
            managedObjectHandler: { object in
                guard made < 3 else { return true }
                object.setValue("o\(made)", forKey: "code")
                object.setValue("Lima", forKey: "place")
                made += 1
                return false
            })
        objects.resultType = .objectIDs
        #expect((try spec.execute(objects) as? [ManagedObjectID])?.count == 3)
        #expect(try spec.values("Quake", "code", sortedBy: "code") == ["d0", "d1", "d2", "d3", "d4", "o0", "o1", "o2"].map(PropertyValue.string))
        #expect(try spec.values("Quake", "place", sortedBy: "code").filter { $0 == .string("Lima") }.count == 3)
    }

    @Test(arguments: TestStoreKind.allCases)
    func wrongValuesNameEntityKeyAndObjectAndWriteNothing(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind)
        let cases: [(objects: [[String: Any]], code: CairnError.Code, key: String)] = [
            ([["code": "a"], ["code": "b", "magnitude": "big"]], .validationInvalidType, "magnitude"),
            ([["code": "a"], ["code": "b", "colour": "red"]], .invalidRequest, "colour"),
            ([["code": "a"], ["place": "Quito"]], .validationMissingMandatoryProperty, "code"),
            ([["code": "a"], ["code": "b", "depth": 70_000]], .validationNumberTooLarge, "depth"),
        ]
        for (objects, code, key) in cases {
            let error = try #require(throws: CairnError.self) { try spec.execute(BatchInsertRequest(entityName: "Quake", objects: objects)) }
            #expect(error.code == code && error.entityName == "Quake" && error.propertyName == key)
            #expect(error.message.contains("object 1"), "names the position of the bad object: \(error.message)")
        }
        #expect(try spec.count("Quake") == 0, "nothing written")
    }

    @Test(arguments: TestStoreKind.allCases)
    func aConstraintConflictFailsTheWholeInsertWithTheErrorPolicy(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind)
        let stored = try spec.save("Quake", [["code": "a", "magnitude": 2.0]])
        let error = try #require(throws: CairnError.self) {
            try spec.execute(BatchInsertRequest(entityName: "Quake", objects: [["code": "c"], ["code": "a", "magnitude": 9.0]]))
        }
        #expect(error.code == .constraintConflict && error.constraintConflicts.first?.databaseObjectID == stored[0])
        let twice = try #require(throws: CairnError.self) {
            try spec.execute(BatchInsertRequest(entityName: "Quake", objects: [["code": "x"], ["code": "x"]]))
        }
        #expect(twice.code == .constraintConflict && twice.constraintConflicts.first?.constraint == ["code"])
        #expect(try spec.values("Quake", "code", sortedBy: "code") == [.string("a")], "nothing written")
        #expect(try spec.values("Quake", "magnitude", sortedBy: "code") == [.double(2.0)])
    }

    @Test(arguments: TestStoreKind.allCases)
    func objectTrumpUpsertsIntoTheStoredRow(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind)
        let stored = try spec.save("Quake", [["code": "a", "magnitude": 2.0, "place": "Lima"]])
        let request = BatchInsertRequest(
            entityName: "Quake",
            objects: [
                ["code": "a", "magnitude": 6.5], ["code": "n"], ["code": "n", "place": "Kobe"],
            ])
        request.resultType = .objectIDs
        let ids = try #require(try spec.execute(request, policy: .mergeByPropertyObjectTrump) as? [ManagedObjectID])
        #expect(ids.count == 3 && ids[0] == stored[0] && ids[1] == ids[2] && ids[1] != stored[0])
        #expect(try spec.values("Quake", "code", sortedBy: "code") == [.string("a"), .string("n")])
        #expect(try spec.values("Quake", "magnitude", sortedBy: "code") == [.double(6.5), .double(1.5)], "the request's values win")
        #expect(try spec.values("Quake", "place", sortedBy: "code") == [.string("Lima"), .string("Kobe")], "values it did not give are kept")
    }

    @Test(arguments: TestStoreKind.allCases)
    func anUpsertMovesTheVersionOnSoAStaleContextConflicts(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind)
        let stored = try spec.save("Quake", [["code": "a", "magnitude": 2.0]])
        let stale = spec.container.newBackgroundContext()
        stale.retainsRegisteredObjects = true  // keeps the stale copy registered between blocks
        try stale.performAndWait { _ = try stale.existingObject(with: stored[0]).value(forKey: "magnitude") }
        _ = try spec.execute(BatchInsertRequest(entityName: "Quake", objects: [["code": "a", "magnitude": 3.0]]), policy: .mergeByPropertyObjectTrump)
        let error = try stale.performAndWait {
            try stale.existingObject(with: stored[0]).setValue("Nome", forKey: "place")
            return try #require(throws: CairnError.self) { try stale.save() }
        }
        #expect(error.code == .mergeConflict)
    }
}
