import CairnCoreData
import CairnTestSupport
import Testing

/// Core Data code written against Apple's declared signatures compiles and behaves as documented:
/// optional entity names and history changes, a failable model loader, contexts and entities that
/// compare and hash, the merge type, empty attribute initializers, the untyped fetch request.
@Suite("Core Data's signatures")
struct SignatureTests {
    @Test("an entity's name is optional, as Core Data declares it")
    @MainActor
    func entityNameIsOptional() throws {
        let container = try Stack.seeded()
        // Core Data code: `NSFetchRequest<Note>(entityName: Note.entity().name!)`.
        let request = NSFetchRequest<Note>(entityName: Note.entity().name!)
        #expect(try container.viewContext.fetch(request).count == 4)
        guard let name = Note.entity().name else {
            Issue.record("an entity in a model has a name")
            return
        }
        #expect(name == "Note")
        #expect(NSEntityDescription().name == nil)
    }

    @Test("NSManagedObjectModel(contentsOf:) gives nil for a file that is not a model")
    func failableModelLoader() throws {
        let directory = try TemporaryDirectory()
        #expect(NSManagedObjectModel(contentsOf: directory.file("Missing.xcdatamodeld")) == nil)
        let url = directory.file("Bad.xcdatamodel")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data("<model><entity".utf8).write(to: url.appendingPathComponent("contents"))
        #expect(NSManagedObjectModel(contentsOf: url) == nil)
        #expect(throws: CairnError.self) { try NSManagedObjectModel(xcodeModelAt: url) }
    }

    @Test("contexts, entities and models compare and hash by identity, as NSObjects do")
    @MainActor
    func identityEquality() throws {
        let container = try Stack.container()
        let background = container.newBackgroundContext()
        #expect(container.viewContext == container.viewContext)
        #expect(container.viewContext != background)
        #expect(Set([container.viewContext, background, container.viewContext]).count == 2)
        #expect(Stack.model.entitiesByName["Note"] == Stack.model.entities.first { $0.name == "Note" })
        #expect(Stack.model.entitiesByName["Note"] != Stack.model.entitiesByName["Tag"])
        #expect(container.managedObjectModel == Stack.model)
    }

    @Test("a transaction's changes are optional, as Core Data declares them")
    @MainActor
    func historyChangesAreOptional() throws {
        let directory = try TemporaryDirectory()
        let container = NSPersistentContainer(name: "Notes", managedObjectModel: Stack.model)
        let description = NSPersistentStoreDescription(url: directory.file("Notes.sqlite"))
        description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { _, error in #expect(error == nil) }
        let note = Note(context: container.viewContext)
        note.title = "history"
        try container.viewContext.save()
        let result =
            try container.viewContext.execute(NSPersistentHistoryChangeRequest.fetchHistory(after: nil as NSPersistentHistoryToken?))
            as? NSPersistentHistoryResult
        let transactions = try #require(result?.result as? [NSPersistentHistoryTransaction])
        guard let changes = transactions.last?.changes else {
            Issue.record("a fetched transaction has its changes")
            return
        }
        #expect(changes.map(\.changeType) == [.insert])
    }

    @Test("a merge policy says its type")
    func mergeType() {
        #expect((NSMergeByPropertyObjectTrumpMergePolicy as NSMergePolicy).mergeType == .mergeByPropertyObjectTrumpMergePolicyType)
        #expect(NSMergePolicy(merge: .rollbackMergePolicyType).mergeType == .rollbackMergePolicyType)
        #expect(NSErrorMergePolicy.mergeType == .errorMergePolicyType)
    }

    @Test("derived and composite attributes start empty, to be configured property by property")
    func emptyAttributeInitializers() throws {
        let derived = NSDerivedAttributeDescription()
        derived.name = "searchTitle"
        derived.attributeType = .stringAttributeType
        derived.derivationExpression = NSExpression(format: "lowercase:(title)")
        let composite = NSCompositeAttributeDescription()
        composite.name = "location"
        composite.elements = [Stack.attribute("latitude", .doubleAttributeType), Stack.attribute("longitude", .doubleAttributeType)]
        let entity = NSEntityDescription()
        entity.name = "Place"
        entity.properties = [Stack.attribute("title", .stringAttributeType), derived, composite]
        let model = NSManagedObjectModel()
        model.entities = [entity]
        try model.freeze()
        #expect(composite.elements.map(\.name) == ["latitude", "longitude"])
        #expect(derived.derivationExpression != nil)
    }

    @Test("a comparison has no subpredicates, so a walker that recurses into them ends")
    func comparisonSubpredicates() {
        let comparison = NSPredicate(format: "title == %@", "a")
        #expect(comparison.subpredicates.isEmpty)
        let both = NSCompoundPredicate(andPredicateWithSubpredicates: [comparison, NSPredicate(format: "priority > 1")])
        func leaves(_ predicate: NSPredicate) -> Int {
            let compound = predicate as NSCompoundPredicate
            return compound.subpredicates.isEmpty ? 1 : compound.subpredicates.map(leaves).reduce(0, +)
        }
        #expect(leaves(both) == 2)
    }

    @Test("hasPersistentChangedValues counts stored properties only")
    @MainActor
    func persistentChangedValues() throws {
        let container = try Stack.seeded()
        let note = try #require(try container.viewContext.fetch(Note.fetchRequest()).first)
        #expect(!note.hasPersistentChangedValues)
        note.body = "changed"
        #expect(note.hasPersistentChangedValues)
        try container.viewContext.save()
        #expect(!note.hasPersistentChangedValues)
    }

    @Test("the untyped fetchRequest() feeds a batch delete, as in Core Data code")
    @MainActor
    func untypedFetchRequest() throws {
        let container = try Stack.seeded()
        let request: NSFetchRequest<NSFetchRequestResult> = Note.fetchRequest()
        request.predicate = NSPredicate(format: "priority == 2")
        let delete = NSBatchDeleteRequest(fetchRequest: request)
        delete.resultType = .resultTypeCount
        let result = try container.viewContext.execute(delete) as? NSBatchDeleteResult
        #expect(result?.result as? Int == 2)
        let typed = Note.fetchRequest()
        #expect(try container.viewContext.fetch(typed).map(\.title).sorted() == ["alpha", "gamma"])
    }

    @Test("perform(schedule:) runs the block on the context's queue and returns its result")
    @MainActor
    func performWithSchedule() async throws {
        let container = try Stack.seeded()
        let context = container.newBackgroundContext()
        let count = try await context.perform(schedule: .enqueued) { try context.count(for: Note.fetchRequest()) }
        #expect(count == 4)
        let titles = await context.perform(schedule: .immediate) { ((try? context.fetch(Note.fetchRequest())) ?? []).map(\.title).sorted() }
        #expect(titles == ["alpha", "beta", "delta", "gamma"])
    }

    @Test("the user's directories have Foundation's names, at the XDG locations")
    func userDirectories() {
        let environment = ProcessInfo.processInfo.environment
        let home = FileManager.default.homeDirectoryForCurrentUser
        let cache = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) } ?? home.appendingPathComponent(".cache")
        let data = environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) } ?? home.appendingPathComponent(".local/share")
        #expect(URL.cachesDirectory.standardizedFileURL.path == cache.standardizedFileURL.path)
        #expect(URL.applicationSupportDirectory.standardizedFileURL.path == data.standardizedFileURL.path)
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
    }
}

@Suite("NSAsynchronousFetchRequest")
struct AsynchronousFetchTests {
    @Test("execute returns at once; the completion block receives the results on the context's queue")
    func deliversResults() async throws {
        let container = try await MainActor.run { try Stack.seeded() }
        let context = container.newBackgroundContext()
        let titles = await withCheckedContinuation { (continuation: CheckedContinuation<[String], Never>) in
            context.perform {
                let request = NSFetchRequest<Note>(entityName: "Note")
                request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
                let asynchronous = NSAsynchronousFetchRequest(fetchRequest: request) { result in
                    #expect(result.operationError == nil)
                    continuation.resume(returning: (result.finalResult ?? []).map(\.title))
                }
                do {
                    let started = try context.execute(asynchronous) as? NSAsynchronousFetchResult<Note>
                    #expect(started?.finalResult == nil, "the fetch runs after this block")
                } catch {
                    continuation.resume(returning: ["error: \(error)"])
                }
            }
        }
        #expect(titles == ["alpha", "beta", "delta", "gamma"])
    }
}

@Suite("Key paths through relationships (KVC)")
@MainActor
struct KeyPathValueTests {
    @Test("value(forKeyPath:) follows to-one and to-many relationships; setValue(_:forKeyPath:) sets at the end")
    func keyPaths() throws {
        let container = try Stack.container()
        let context = container.viewContext
        let note = Note(context: context)
        note.title = "n"
        for name in ["a", "b"] {
            let tag = Tag(context: context)
            tag.name = name
            tag.notes = [note]
        }
        let step = Step(context: context)
        step.text = "first"
        step.note = note
        #expect(step.value(forKeyPath: "note.title") as? String == "n")
        #expect((note.value(forKeyPath: "tags.name") as? NSSet)?.allObjects.compactMap { $0 as? String }.sorted() == ["a", "b"])
        #expect(note.value(forKeyPath: "tags.@count") as? Int == 2)
        step.setValue("renamed", forKeyPath: "note.title")
        #expect(note.title == "renamed")
        step.note = nil
        #expect(step.value(forKeyPath: "note.title") == nil)
    }
}

@Suite("Inheritance built in code")
struct SubentityTests {
    @Test("setting subentities makes the entity their parent: a fetch of the parent finds the children")
    @MainActor
    func subentities() throws {
        let media = NSEntityDescription()
        media.name = "Media"
        media.isAbstract = true
        media.properties = [Stack.attribute("title", .stringAttributeType)]
        let book = NSEntityDescription()
        book.name = "Book"
        book.properties = [Stack.attribute("pages", .integer32AttributeType)]
        let film = NSEntityDescription()
        film.name = "Film"
        media.subentities = [book, film]
        let model = NSManagedObjectModel()
        model.entities = [media, book, film]
        let container = NSPersistentContainer(name: "Media", managedObjectModel: model)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))]
        container.loadPersistentStores { _, error in #expect(error == nil) }
        for (entity, title) in [("Book", "Dune"), ("Film", "Alien")] {
            NSEntityDescription.insertNewObject(forEntityName: entity, into: container.viewContext).setValue(title, forKey: "title")
        }
        try container.viewContext.save()
        let all = try container.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Media"))
        #expect(Set(all.compactMap { $0.value(forKey: "title") as? String }) == ["Dune", "Alien"])
        #expect(book.superentity === media && media.subentities.map(\.name) == ["Book", "Film"])
    }
}
