import Cairn
import CairnTestSupport
import Foundation
import Testing

/// How a controller follows its context: Core Data's delegate calls, in order, with its index
/// paths (former ones for deletions, new ones for insertions, both for moves and updates).
@Suite struct FetchedResultsControllerTrackingTests {
    @Test(arguments: TestStoreKind.allCases)
    func oneSaveReportsDeleteInsertMoveAndUpdateWithCoreDataIndexPaths(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        try fixture.context.performAndWait {
            let notes = try fixture.seed(["home": [("a", 1), ("b", 2), ("c", 3)], "work": [("d", 4)]])
            let controller = fixture.controller(sectioned: true)
            let recorder = ChangeRecorder()
            controller.delegate = recorder
            try controller.performFetch()
            #expect(recorder.take().isEmpty, "performFetch reports nothing through the per-change calls")

            fixture.context.delete(notes["a"]!)
            _ = fixture.note("e", 2.5, in: notes["b"]!.notebook)
            notes["b"]!.text = "b edited"
            notes["c"]!.creationDate = Date(timeIntervalSinceReferenceDate: 0.5)
            try fixture.context.save()

            #expect(
                recorder.take() == [
                    "will",
                    "delete a [0, 0]",
                    "insert e [0, 2]",
                    "move c [0, 2] → [0, 0]",
                    "update b edited [0, 1] → [0, 1]",
                    "did",
                ])
            #expect(controller.texts == [["c", "b edited", "e"], ["d"]])
            #expect(controller.object(at: IndexPath(row: 2, section: 0)).text == "e", "the results are current when the delegate is called")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func anObjectChangedInPlaceAmongEqualSortKeysIsUpdatedNotMoved(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        try fixture.context.performAndWait {
            let notes = try fixture.seed(["home": [("a", 1), ("b", 1), ("c", 1)]])
            let request = Note.fetchRequest()
            request.sortKeys = [SortKey("notebook.name")]  // every note of a notebook ties
            let controller = FetchedResultsController(
                fetchRequest: request, managedObjectContext: fixture.context,
                sectionNameKeyPath: "notebook.name", cacheName: nil)
            let recorder = ChangeRecorder()
            controller.delegate = recorder
            try controller.performFetch()
            let before = controller.fetchedObjects?.map(\.text)
            let place = try #require(controller.indexPath(forObject: notes["b"]!))

            notes["b"]!.text = "b edited"
            try fixture.context.save()
            #expect(recorder.take() == ["will", "update b edited \(place) → \(place)", "did"])
            #expect(controller.fetchedObjects?.map(\.text) == before?.map { $0 == "b" ? "b edited" : $0 }, "the order is kept")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func sectionsAppearAndDisappearWithTheirObjects(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        try fixture.context.performAndWait {
            let notes = try fixture.seed(["home": [("h1", 1)], "work": [("w1", 2)]])
            let controller = fixture.controller(sectioned: true)
            let recorder = ChangeRecorder()
            controller.delegate = recorder
            try controller.performFetch()

            fixture.context.delete(notes["w1"]!)
            _ = fixture.note("a1", 3, in: fixture.notebook("art"))
            fixture.context.processPendingChanges()

            #expect(
                recorder.take() == [
                    "will",
                    "section delete 1 work",
                    "section insert 0 art",
                    "delete w1 [1, 0]",
                    "insert a1 [0, 0]",
                    "did",
                ])
            #expect(controller.sections?.map(\.name) == ["art", "home"])

            notes["h1"]!.notebook = fixture.notebook("zoo")
            fixture.context.processPendingChanges()
            #expect(
                recorder.take() == ["will", "section delete 1 home", "section insert 1 zoo", "move h1 [1, 0] → [1, 0]", "did"],
                "a note whose section changed moves")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func objectsThatStopOrStartMatchingThePredicateLeaveAndEnter(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        try fixture.context.performAndWait {
            let notes = try fixture.seed(["home": [("keep 1", 1), ("keep 2", 2), ("drop", 3)]])
            let request = Note.fetchRequest()
            request.predicate = FetchPredicate(format: "text BEGINSWITH %@", "keep")
            request.sortKeys = [SortKey("creationDate", ascending: false)]
            let controller = FetchedResultsController(
                fetchRequest: request, managedObjectContext: fixture.context,
                sectionNameKeyPath: nil, cacheName: nil)
            let recorder = ChangeRecorder()
            controller.delegate = recorder
            try controller.performFetch()
            #expect(controller.texts == [["keep 2", "keep 1"]])

            notes["drop"]!.text = "keep 3"
            notes["keep 1"]!.text = "gone"
            _ = fixture.note("other", 9, in: nil)
            try fixture.context.save()
            #expect(recorder.take() == ["will", "delete gone [0, 1]", "insert keep 3 [0, 0]", "did"])
            #expect(controller.texts == [["keep 3", "keep 2"]])
        }
    }

    @Test(arguments: TestStoreKind.allCases) @MainActor
    func changesMergedFromABackgroundSaveAreReported(_ kind: TestStoreKind) async throws {
        let fixture = try ControllerFixture(kind)
        let container = fixture.stack.container
        let ids = try await container.performBackgroundTask { context in
            let home = Notebook(context: context)
            home.name = "home"
            let notes = [("a", 1.0), ("b", 2.0), ("c", 3.0)].map { text, seconds in
                let note = Note(context: context)
                note.text = text
                note.creationDate = Date(timeIntervalSinceReferenceDate: seconds)
                note.notebook = home
                return note
            }
            try context.save()
            return notes.map(\.objectID)
        }
        let viewContext = container.viewContext
        viewContext.automaticallyMergesChangesFromParent = true
        let controller = fixture.controller(sectioned: true, in: viewContext)
        let recorder = ChangeRecorder()
        controller.delegate = recorder
        try controller.performFetch()
        #expect(controller.texts == [["a", "b", "c"]])

        try await container.performBackgroundTask { context in
            context.delete(try context.existingObject(with: ids[0]))
            let b = try context.existingObject(with: ids[1]) as! Note
            b.text = "b edited"
            let note = Note(context: context)
            note.text = "d"
            note.creationDate = Date(timeIntervalSinceReferenceDate: 4)
            note.notebook = b.notebook
            try context.save()
        }
        // The merge runs on the view context's queue; a fetch runs pending merges at once.
        _ = try viewContext.count(for: Note.fetchRequest())
        #expect(recorder.take() == ["will", "delete a [0, 0]", "insert d [0, 2]", "update b edited [0, 1] → [0, 0]", "did"])
        #expect(controller.texts == [["b edited", "c", "d"]])
    }

    @Test(arguments: TestStoreKind.allCases)
    func aResetRefetchesAndReportsEveryObjectAnew(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        try fixture.context.performAndWait {
            let notes = try fixture.seed(["home": [("a", 1), ("b", 2)]])
            let controller = fixture.controller(sectioned: true)
            let recorder = ChangeRecorder()
            controller.delegate = recorder
            try controller.performFetch()
            fixture.context.reset()
            #expect(recorder.take() == ["will", "delete a [0, 0]", "delete b [0, 1]", "insert a [0, 0]", "insert b [0, 1]", "did"])
            #expect(controller.texts == [["a", "b"]])
            #expect(controller.fetchedObjects?.contains { $0 === notes["a"] } == false, "the objects of the reset context are gone")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func unsavedChangesAreTrackedAndARollbackTakesThemBack(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        try fixture.context.performAndWait {
            let notes = try fixture.seed(["home": [("a", 1), ("b", 2)]])
            let controller = fixture.controller(sectioned: false)
            let recorder = ChangeRecorder()
            controller.delegate = recorder
            try controller.performFetch()

            _ = fixture.note("c", 3, in: nil)
            notes["a"]!.creationDate = Date(timeIntervalSinceReferenceDate: 5)
            fixture.context.processPendingChanges()
            #expect(recorder.take() == ["will", "insert c [0, 1]", "move a [0, 0] → [0, 2]", "did"])

            fixture.context.rollback()
            #expect(
                recorder.take() == ["will", "delete c [0, 1]", "move a [0, 2] → [0, 0]", "did"],
                "discarded inserts leave, restored objects are updated")
            #expect(controller.texts == [["a", "b"]])
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func withoutADelegateTheResultsStayAsFetchedUntilOneIsSet(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        try fixture.context.performAndWait {
            try fixture.seed(["home": [("a", 1)]])
            let controller = fixture.controller(sectioned: false)
            try controller.performFetch()
            _ = fixture.note("b", 2, in: nil)
            try fixture.context.save()
            #expect(controller.texts == [["a"]], "Core Data: no delegate, no tracking")

            let recorder = ChangeRecorder()
            controller.delegate = recorder
            _ = fixture.note("c", 3, in: nil)
            try fixture.context.save()
            #expect(recorder.take() == ["will", "insert b [0, 1]", "insert c [0, 2]", "did"], "the missed change is caught up")
            #expect(controller.texts == [["a", "b", "c"]])
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func aFetchLimitKeepsTheWindowExact(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        try fixture.context.performAndWait {
            let notes = try fixture.seed(["home": [("a", 1), ("b", 2), ("c", 3)]])
            let request = Note.fetchRequest()
            request.sortKeys = [SortKey("creationDate")]
            request.fetchLimit = 2
            let controller = FetchedResultsController(
                fetchRequest: request, managedObjectContext: fixture.context,
                sectionNameKeyPath: nil, cacheName: nil)
            let recorder = ChangeRecorder()
            controller.delegate = recorder
            try controller.performFetch()
            #expect(controller.texts == [["a", "b"]])

            _ = fixture.note("first", 0, in: nil)
            try fixture.context.save()
            #expect(recorder.take() == ["will", "delete b [0, 1]", "insert first [0, 0]", "did"])
            fixture.context.delete(notes["a"]!)
            try fixture.context.save()
            #expect(recorder.take() == ["will", "delete a [0, 1]", "insert b [0, 1]", "did"])
            #expect(controller.texts == [["first", "b"]])
        }
    }
}
