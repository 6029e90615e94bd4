import CairnCoreData
import Synchronization
import Testing

/// Contexts, merge policies, objects and notifications, the Core Data way.
@Suite @MainActor struct ContextTests {
    func note(_ title: String, in context: NSManagedObjectContext) -> Note {
        let note = Note(context: context)
        note.title = title
        return note
    }

    /// Two contexts change the same saved note; the second save meets the conflict.
    func conflict(policy: NSMergePolicy) throws -> (saved: Result<Void, Error>, stored: String?) {
        let container = try Stack.container()
        let first = container.newBackgroundContext()
        let second = container.newBackgroundContext()
        let id = try first.performAndWait {
            let saved = note("v0", in: first)
            try first.save()
            return saved.objectID
        }
        // Held, as an app holds the objects it shows: contexts keep objects weakly.
        let held = try second.performAndWait { try second.existingObject(with: id) as! Note }
        try first.performAndWait {
            (first.object(with: id) as! Note).body = "first"
            try first.save()
        }
        second.mergePolicy = policy
        let outcome = second.performAndWait {
            held.body = "second"
            return Result { try second.save() }
        }
        let reader = container.newBackgroundContext()
        let stored = try reader.performAndWait { (try reader.existingObject(with: id) as! Note).body }
        return (outcome, stored)
    }

    @Test func mergePolicyConstantsResolveConflictsAsDocumented() throws {
        // Apple: the error policy fails the save with NSManagedObjectMergeError.
        let failed = try conflict(policy: NSErrorMergePolicy)
        guard case .failure(let error) = failed.saved else {
            Issue.record("the error policy must fail")
            return
        }
        #expect((error as NSError).code == NSManagedObjectMergeError)
        #expect(failed.stored == "first")
        // Object trump: the context's values win; store trump and rollback: the store's.
        #expect(try conflict(policy: NSMergeByPropertyObjectTrumpMergePolicy).stored == "second")
        #expect(try conflict(policy: NSMergeByPropertyStoreTrumpMergePolicy).stored == "first")
        #expect(try conflict(policy: NSOverwriteMergePolicy).stored == "second")
        #expect(try conflict(policy: NSRollbackMergePolicy).stored == "first")
        #expect(NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType) == NSMergeByPropertyObjectTrumpMergePolicy)
        #expect(NSMergePolicy(merge: .errorMergePolicyType) == NSErrorMergePolicy)
        #expect(NSMergePolicy(merge: .rollbackMergePolicyType) == .rollback)
    }

    @Test func mutableSetValueChangesTheRelationshipAndItsInverse() throws {
        let container = try Stack.container()
        let context = container.viewContext
        let first = note("first", in: context)
        let tag = Tag(context: context)
        tag.name = "home"
        let notes = tag.mutableSetValue(forKey: "notes")
        notes.add(first)
        #expect(first.tags == [tag], "the inverse follows")
        #expect(notes.count == 1 && notes.contains(first))
        let second = note("second", in: context)
        notes.add(second)
        notes.remove(first)
        #expect(tag.notes == [second])
        #expect(first.tags.isEmpty)
        try context.save()
        #expect(tag.mutableSetValue(forKey: "notes").count == 1)
    }

    @Test func mutableOrderedSetValueKeepsTheOrderAndTheInverse() throws {
        let container = try Stack.container()
        let context = container.viewContext
        let owner = note("recipe", in: context)
        let steps = owner.mutableOrderedSetValue(forKey: "steps")
        func step(_ text: String) -> Step {
            let made = Step(context: context)
            made.text = text
            return made
        }
        let (chop, fry, serve) = (step("chop"), step("fry"), step("serve"))
        steps.add(chop)
        steps.add(serve)
        steps.insert(fry, at: 1)
        steps.add(chop)  // already a member: ignored, as NSMutableOrderedSet does
        #expect((owner.steps.array as? [Step])?.map(\.text) == ["chop", "fry", "serve"])
        #expect(fry.note === owner)
        #expect(steps.index(of: serve) == 2 && steps.contains(fry))
        steps.removeObject(at: 0)
        #expect(chop.note == nil)
        let plate = step("plate")
        steps.replaceObject(at: 1, with: plate)
        try context.save()
        context.refresh(owner, mergeChanges: false)
        #expect((owner.steps.array as? [Step])?.map(\.text) == ["fry", "plate"], "the order is saved")
    }

    @Test func refreshAllObjectsReadsOtherSavesAndKeepsUnsavedChanges() throws {
        let container = try Stack.container()
        let context = container.viewContext
        let a = note("a", in: context)
        let b = note("b", in: context)
        try context.save()
        let other = container.newBackgroundContext()
        try other.performAndWait {
            for object in try other.fetch(Note.fetchRequest()) { object.body = "from the other context" }
            try other.save()
        }
        b.priority = 9
        context.refreshAllObjects()
        #expect(a.body == "from the other context")
        #expect(b.body == "from the other context")
        #expect(b.priority == 9, "unsaved changes stay on top")
    }

    @Test func objectsKeepCoreDataAccessors() throws {
        let container = try Stack.container()
        let context = container.viewContext
        let object = note("plain", in: context)
        object.setPrimitiveValue("primitive", forKey: "body")
        #expect(object.primitiveValue(forKey: "body") as? String == "primitive")
        object.willChangeValue(forKey: "body")
        object.body = "changed"
        object.didChangeValue(forKey: "body")
        #expect(object.changedValues()["body"] as? String == "changed")
        try context.save()
        let uri = object.objectID.uriRepresentation()
        #expect(container.persistentStoreCoordinator.managedObjectID(forURIRepresentation: uri) == object.objectID)
    }

    @Test func didChangeNotificationsCarryCoreDataKeys() throws {
        let container = try Stack.container()
        let context = container.viewContext
        let insertedIDs = Mutex<Set<NSManagedObjectID>>([])
        let token = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextObjectsDidChange, object: context, queue: nil) { note in
            let objects = note.userInfo?[NSInsertedObjectsKey] as? Set<NSManagedObject> ?? []
            let ids = Set(objects.map(\.objectID))
            insertedIDs.withLock { $0.formUnion(ids) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let made = note("noticed", in: context)
        context.processPendingChanges()
        #expect(insertedIDs.withLock { $0 } == [made.objectID])
    }

    @Test func asyncPerformRunsOnTheContextsQueue() async throws {
        let container = try Stack.container()
        let background = container.newBackgroundContext()
        let title = try await background.perform {
            let made = Note(context: background)
            made.title = "async"
            try background.save()
            return made.title
        }
        #expect(title == "async")
    }
}
