import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// `BatchDeleteRequest` as Core Data documents it, with the delete rules applied in the store.
@Suite struct BatchDeleteTests {
    @Test(arguments: TestStoreKind.allCases)
    func deletesWhatTheFetchMatchesAndReturnsIDsOrCount(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind)
        let ids = try spec.save("Quake", (0..<6).map { ["code": "q\($0)", "magnitude": Double($0)] })
        let fetch = FetchRequest<ManagedObject>(entityName: "Quake")
        fetch.predicate = FetchPredicate(format: "magnitude >= %@", 4.0)
        let request = BatchDeleteRequest(fetchRequest: fetch)
        request.resultType = .resultTypeObjectIDs
        #expect(Set(try #require(try spec.execute(request) as? [ManagedObjectID])) == Set(ids[4...]))
        #expect(try spec.values("Quake", "code", sortedBy: "code") == ["q0", "q1", "q2", "q3"].map(PropertyValue.string))
        let byID = BatchDeleteRequest(objectIDs: [ids[0], ids[2]])
        byID.resultType = .resultTypeCount
        #expect(try spec.execute(byID) as? Int == 2)
        #expect(try spec.execute(BatchDeleteRequest(fetchRequest: FetchRequest<ManagedObject>(entityName: "Quake"))) as? Bool == true)
        #expect(try spec.count("Quake") == 0)
    }

    @Test(arguments: TestStoreKind.allCases)
    func registeredObjectsStayUntilTheDeletionIsMerged(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind)
        let ids = try spec.save("Quake", [["code": "a"], ["code": "b"]])
        let context = spec.container.newBackgroundContext()
        try context.performAndWait {
            let a = try context.existingObject(with: ids[0])
            #expect(a.value(forKey: "code") as? String == "a")
            let request = BatchDeleteRequest(objectIDs: [ids[0]])
            request.resultType = .resultTypeObjectIDs
            let result = try #require(try context.execute(request) as? BatchDeleteResult)
            #expect(context.registeredObject(for: ids[0]) === a, "a batch request bypasses the context")
            // URI representations work too (another process can send them).
            let uris = (result.result as? [ManagedObjectID] ?? []).map(\.uriRepresentation)
            ManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSDeletedObjectsKey: uris], into: [context])
            #expect(context.registeredObject(for: ids[0]) == nil)
            #expect(try context.count(for: FetchRequest<ManagedObject>(entityName: "Quake")) == 1)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func idsOfTwoEntitiesAreRefused(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind, BatchSpec.folders(filesRule: .nullify))
        let folder = try spec.save("Folder", [["name": "f"]])
        let file = try spec.save("File", [["name": "x"]])
        let error = try #require(throws: CairnError.self) { try spec.execute(BatchDeleteRequest(objectIDs: folder + file)) }
        #expect(error.code == .invalidRequest && error.message.contains("Folder") && error.message.contains("File"))
        #expect(try spec.count("Folder") == 1 && spec.count("File") == 1)
    }

    /// A folder with two files, the first with two versions and a tag, and a second, empty folder.
    private func makeFolders(_ spec: BatchSpec) throws -> (folders: [ManagedObjectID], files: [ManagedObjectID], tag: ManagedObjectID) {
        try spec.run { context in
            let entity = { (name: String) in spec.model.entitiesByName[name]! }
            let full = ManagedObject(entity: entity("Folder"), insertInto: context)
            full.setValue("full", forKey: "name")
            let empty = ManagedObject(entity: entity("Folder"), insertInto: context)
            empty.setValue("empty", forKey: "name")
            let files = (0..<2).map { index in
                let file = ManagedObject(entity: entity("File"), insertInto: context)
                file.setValue("file\(index)", forKey: "name")
                file.setValue(full, forKey: "folder")
                return file
            }
            for number in 1...2 {
                let version = ManagedObject(entity: entity("Version"), insertInto: context)
                version.setValue(number, forKey: "number")
                version.setValue(files[0], forKey: "file")
            }
            let tag = ManagedObject(entity: entity("Tag"), insertInto: context)
            tag.setValue("draft", forKey: "name")
            tag.setValue([files[0]], forKey: "files")
            try context.save()
            return ([full.objectID, empty.objectID], files.map(\.objectID), tag.objectID)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func cascadeDeletesDestinationsTransitively(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind, BatchSpec.folders(filesRule: .cascade))
        let (folders, _, tag) = try makeFolders(spec)
        let request = BatchDeleteRequest(objectIDs: [folders[0]])
        request.resultType = .resultTypeObjectIDs
        #expect(try spec.execute(request) as? [ManagedObjectID] == [folders[0]], "only the matched objects are listed")
        #expect(try spec.count("Folder") == 1 && spec.count("File") == 0 && spec.count("Version") == 0)
        try spec.run { context in
            let files: Set<ManagedObject> = try context.existingObject(with: tag).managedValue(forKey: "files")
            #expect(files.isEmpty, "the tag no longer lists the deleted file")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func nullifyClearsTheInverseAndMovesItsVersionOn(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind, BatchSpec.folders(filesRule: .nullify))
        let (folders, files, _) = try makeFolders(spec)
        let stale = spec.container.newBackgroundContext()
        stale.retainsRegisteredObjects = true  // keeps the stale copy registered between blocks
        try stale.performAndWait { _ = try stale.existingObject(with: files[1]).value(forKey: "name") }
        _ = try spec.execute(BatchDeleteRequest(objectIDs: [folders[0]]))
        #expect(try spec.count("Folder") == 1 && spec.count("File") == 2 && spec.count("Version") == 2)
        try spec.run { context in
            for id in files {
                let folder = try context.existingObject(with: id).value(forKey: "folder")
                #expect(folder == nil)
            }
        }
        let error = try stale.performAndWait {
            try stale.existingObject(with: files[1]).setValue("renamed", forKey: "name")
            return try #require(throws: CairnError.self) { try stale.save() }
        }
        #expect(error.code == .mergeConflict, "the file's stored row changed: the stale copy must not overwrite it")
    }

    @Test(arguments: TestStoreKind.allCases)
    func denyRefusesTheWholeRequest(_ kind: TestStoreKind) throws {
        let spec = try BatchSpec(kind, BatchSpec.folders(filesRule: .deny))
        let (folders, _, _) = try makeFolders(spec)
        let error = try #require(throws: CairnError.self) {
            try spec.execute(BatchDeleteRequest(fetchRequest: FetchRequest<ManagedObject>(entityName: "Folder")))
        }
        #expect(error.code == .validationRelationshipDeniedDelete)
        #expect(error.entityName == "Folder" && error.propertyName == "files" && error.objectID == folders[0])
        #expect(try spec.count("Folder") == 2 && spec.count("File") == 2, "nothing deleted, not even the empty folder")
        #expect(try spec.execute(BatchDeleteRequest(objectIDs: [folders[1]])) as? Bool == true, "an empty folder may go")
        #expect(try spec.count("Folder") == 1)
    }
}
