import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// `BatchUpdateRequest` as Core Data documents it: rows change in the store, registered objects
/// do not until merged, versions move on, values are checked, constraints and full-text indexes hold.
@Suite struct BatchUpdateTests {
    private static let quakes: [[String: any Sendable]] = [
        ["code": "a", "magnitude": 1.0], ["code": "b", "magnitude": 3.0], ["code": "c", "magnitude": 5.0], ["code": "d", "magnitude": 7.0],
    ]

    @Test(arguments: TestStoreKind.allCases)
    func updatesTheMatchingRowsAndReturnsTheirIDsOrCount(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind)
        let ids = try spec.save("Quake", Self.quakes)
        let request = BatchUpdateRequest(entityName: "Quake")
        request.predicate = FetchPredicate(format: "magnitude > %@", 2.0)
        request.propertiesToUpdate = ["place": "Reykjavik", "depth": 12]
        request.resultType = .updatedObjectIDsResultType
        let updated = try #require(try spec.execute(request) as? [ManagedObjectID])
        #expect(Set(updated) == Set(ids[1...]))
        #expect(try spec.values("Quake", "place", sortedBy: "code") == [.null, .string("Reykjavik"), .string("Reykjavik"), .string("Reykjavik")])
        #expect(try spec.values("Quake", "depth", sortedBy: "code") == [.null, .integer(12), .integer(12), .integer(12)])
        let counted = BatchUpdateRequest(entityName: "Quake")
        counted.propertiesToUpdate = ["place": NSNull()]
        counted.resultType = .updatedObjectsCountResultType
        #expect(try spec.execute(counted) as? Int == 4)
        #expect(try spec.values("Quake", "place", sortedBy: "code") == Array(repeating: .null, count: 4))
        let status = BatchUpdateRequest(entityName: "Quake")
        status.propertiesToUpdate = ["depth": 1]
        #expect(try spec.execute(status) as? Bool == true)
    }

    @Test(arguments: TestStoreKind.allCases)
    func registeredObjectsKeepTheirValuesUntilTheChangesAreMerged(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind)
        let ids = try spec.save("Quake", Self.quakes)
        let context = spec.container.newBackgroundContext()
        try context.performAndWait {
            let a = try context.existingObject(with: ids[0]), b = try context.existingObject(with: ids[1])
            #expect(a.value(forKey: "magnitude") as? Double == 1.0)
            b.setValue(99, forKey: "depth")  // an unsaved change, to be kept on top
            let request = BatchUpdateRequest(entityName: "Quake")
            request.propertiesToUpdate = ["magnitude": 9.0]
            request.resultType = .updatedObjectIDsResultType
            let result = try #require(try context.execute(request) as? BatchUpdateResult)
            #expect(result.resultType == .updatedObjectIDsResultType)
            #expect(a.value(forKey: "magnitude") as? Double == 1.0, "a batch request bypasses the context")
            ManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSUpdatedObjectsKey: result.result!], into: [context])
            #expect(a.value(forKey: "magnitude") as? Double == 9.0 && b.value(forKey: "magnitude") as? Double == 9.0)
            #expect(b.value(forKey: "depth") as? Int == 99 && b.hasChanges, "unsaved changes stay on top")
            try context.save()
        }
        #expect(try spec.values("Quake", "depth", sortedBy: "code") == [.null, .integer(99), .null, .null])
        #expect(try spec.values("Quake", "magnitude", sortedBy: "code") == Array(repeating: .double(9.0), count: 4))
    }

    @Test(arguments: TestStoreKind.allCases)
    func faultsFiredAfterABatchReadTheNewRowsNotTheCachedOnes(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind)
        let ids = try spec.save("Quake", Self.quakes)  // the save filled the coordinator's row cache
        let request = BatchUpdateRequest(entityName: "Quake")
        request.propertiesToUpdate = ["place": "Suva"]
        _ = try spec.execute(request)
        _ = try spec.execute(BatchDeleteRequest(objectIDs: [ids[3]]))
        try spec.run { context in
            let place = try context.existingObject(with: ids[0]).value(forKey: "place") as? String
            #expect(place == "Suva")
            #expect(throws: CairnError.self, "a deleted row is gone, not served from the cache") { try context.existingObject(with: ids[3]) }
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func aStaleContextGetsAMergeConflictNotASilentOverwrite(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind)
        let ids = try spec.save("Quake", Self.quakes)
        let stale = spec.container.newBackgroundContext()
        stale.retainsRegisteredObjects = true  // keeps the stale copy registered between blocks
        try stale.performAndWait { _ = try stale.existingObject(with: ids[0]).value(forKey: "magnitude") }
        let request = BatchUpdateRequest(entityName: "Quake")
        request.propertiesToUpdate = ["magnitude": 8.0]
        _ = try spec.execute(request)
        let error = try stale.performAndWait {
            try stale.existingObject(with: ids[0]).setValue(2.5, forKey: "magnitude")
            return try #require(throws: CairnError.self) { try stale.save() }
        }
        #expect(error.code == .mergeConflict)
        #expect(try spec.values("Quake", "magnitude", sortedBy: "code").first == .double(8.0))
    }

    @Test(arguments: TestStoreKind.allCases)
    func wrongValuesAndKeysAreRefusedBeforeAnythingChanges(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind)
        try spec.save("Quake", Self.quakes)
        let cases: [([AnyHashable: Any], CairnError.Code, String)] = [
            (["magnitude": "strong"], .validationInvalidType, "magnitude"),
            (["place": "X", "colour": "red"], .invalidRequest, "colour"),
            (["code": NSNull()], .validationMissingMandatoryProperty, "code"),
        ]
        for (properties, code, key) in cases {
            let request = BatchUpdateRequest(entityName: "Quake")
            request.propertiesToUpdate = properties
            let error = try #require(throws: CairnError.self) { try spec.execute(request) }
            #expect(error.code == code && error.entityName == "Quake" && error.propertyName == key, "\(error)")
        }
        #expect(try spec.values("Quake", "place", sortedBy: "code") == Array(repeating: .null, count: 4))
    }

    @Test(arguments: TestStoreKind.allCases)
    func aValueBreakingAUniquenessConstraintChangesNothing(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind)
        try spec.save("Quake", Self.quakes)
        let request = BatchUpdateRequest(entityName: "Quake")
        request.predicate = FetchPredicate(format: "magnitude < %@", 4.0)
        request.propertiesToUpdate = ["code": "same", "place": "Here"]
        let error = try #require(throws: CairnError.self) { try spec.execute(request) }
        #expect(error.code == .constraintConflict)
        #expect(try spec.values("Quake", "code", sortedBy: "code") == ["a", "b", "c", "d"].map(PropertyValue.string))
        #expect(try spec.values("Quake", "place", sortedBy: "code") == Array(repeating: .null, count: 4))
    }

    @Test(arguments: TestStoreKind.allCases)
    func fullTextSearchSeesBatchUpdatedText(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind)
        try spec.save("Quake", Self.quakes.map { $0.merging(["place": "quiet valley"]) { $1 } })
        let request = BatchUpdateRequest(entityName: "Quake")
        request.predicate = FetchPredicate(format: "code IN %@", ["b", "d"])
        request.propertiesToUpdate = ["place": "zyzzyva ridge"]
        _ = try spec.execute(request)
        func search(_ text: String) throws -> [String] {
            try spec.run { context in
                let fetch = FetchRequest<ManagedObject>(entityName: "Quake")
                fetch.textSearch = TextSearch(text)
                return try context.fetch(fetch).compactMap { $0.value(forKey: "code") as? String }.sorted()
            }
        }
        #expect(try search("zyzzyva") == ["b", "d"])
        #expect(try search("valley") == ["a", "c"], "the old text left the index")
    }
}
