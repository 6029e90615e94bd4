import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Core Data's `NSFetchedResultsController` after `performFetch()`: sections by key path, index
/// paths, section index, and the request's requirements.
@Suite struct FetchedResultsControllerTests {
    @Test(arguments: TestStoreKind.allCases)
    func sectionsFollowTheSectionKeyPathWithNamesCountsAndIndexTitles(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        try fixture.context.performAndWait {
            let notes = try fixture.seed(["work": [("w1", 3)], "home": [("h2", 2), ("h1", 1)], "art": [("a1", 5)]])
            let controller = fixture.controller(sectioned: true)
            #expect(controller.sections == nil && controller.fetchedObjects == nil, "nothing before performFetch")
            try controller.performFetch()

            let sections = try #require(controller.sections)
            #expect(sections.map(\.name) == ["art", "home", "work"])
            #expect(sections.map(\.numberOfObjects) == [1, 2, 1])
            #expect(sections.map(\.indexTitle) == ["A", "H", "W"], "capitalized first letter")
            #expect(controller.texts == [["a1"], ["h1", "h2"], ["w1"]])
            #expect(controller.fetchedObjects?.map(\.text) == ["a1", "h1", "h2", "w1"])
            #expect(controller.object(at: IndexPath(row: 1, section: 1)) === notes["h2"])
            #expect(controller.indexPath(forObject: notes["w1"]!) == IndexPath(row: 0, section: 2))
            #expect(controller.sectionIndexTitles == ["A", "H", "W"])
            #expect(controller.section(forSectionIndexTitle: "W", at: 2) == 2)
            #expect(controller.sectionIndexTitle(forSectionName: "ünter") == "Ü")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func withoutASectionKeyPathThereIsOneSectionEvenWhenEmpty(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        try fixture.context.performAndWait {
            let controller = fixture.controller(sectioned: false)
            try controller.performFetch()
            #expect(controller.sections?.count == 1)
            #expect(controller.sections?.first?.name == "")
            #expect(controller.sections?.first?.numberOfObjects == 0)
            #expect(controller.fetchedObjects?.isEmpty == true)

            try fixture.seed(["home": [("b", 2), ("a", 1)]])
            try controller.performFetch()
            #expect(controller.texts == [["a", "b"]])
            let stranger = fixture.note("not fetched", 9, in: nil)
            #expect(controller.indexPath(forObject: stranger) == nil)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func aSectionedControllerWithNoResultsHasNoSections(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        try fixture.context.performAndWait {
            let controller = fixture.controller(sectioned: true)
            try controller.performFetch()
            #expect(controller.sections?.isEmpty == true)
            #expect(controller.sectionIndexTitles.isEmpty)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func aRequestWithoutSortKeysIsAClearError(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        fixture.context.performAndWait {
            let controller = FetchedResultsController(
                fetchRequest: Note.fetchRequest(), managedObjectContext: fixture.context,
                sectionNameKeyPath: "notebook.name", cacheName: "Notes")
            #expect(controller.cacheName == "Notes")
            let error = #expect(throws: CairnError.self) { try controller.performFetch() }
            #expect(error?.code == .invalidRequest)
            #expect(error?.message.contains("at least one sort key") == true)
            #expect(error?.message.contains("SortKey(\"notebook.name\")") == true, "says what to add")
            #expect(controller.fetchedObjects == nil)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func aFirstSortKeyThatSplitsSectionsIsAClearError(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        try fixture.context.performAndWait {
            try fixture.seed(["home": [("h1", 1), ("h2", 3)], "work": [("w1", 2)]])
            let request = Note.fetchRequest()
            request.sortKeys = [SortKey("creationDate")]
            let controller = FetchedResultsController(
                fetchRequest: request, managedObjectContext: fixture.context,
                sectionNameKeyPath: "notebook.name", cacheName: nil)
            let error = #expect(throws: CairnError.self) { try controller.performFetch() }
            #expect(error?.code == .invalidRequest)
            #expect(error?.message.contains("out of order section name 'home'") == true)
            #expect(error?.propertyName == "notebook.name")
        }
    }

    @Test(arguments: ["notebok.name", "notebook.notes.text"])
    func aSectionKeyPathThatIsNotOneValueIsAClearError(_ keyPath: String) throws {
        let fixture = try ControllerFixture(.inMemory)
        fixture.context.performAndWait {
            let request = Note.fetchRequest()
            request.sortKeys = [SortKey("creationDate")]
            let controller = FetchedResultsController(
                fetchRequest: request, managedObjectContext: fixture.context,
                sectionNameKeyPath: keyPath, cacheName: nil)
            let error = #expect(throws: CairnError.self) { try controller.performFetch() }
            #expect(error?.message.contains("The section name key path '\(keyPath)'") == true)
            #expect(error?.entityName == "Note")
        }
    }

    @Test func aRequestForObjectIDsIsAClearError() throws {
        let fixture = try ControllerFixture(.inMemory)
        fixture.context.performAndWait {
            let request = FetchRequest<ManagedObjectID>(entityName: "Note")
            request.resultType = .managedObjectID
            request.sortKeys = [SortKey("creationDate")]
            let controller = FetchedResultsController(
                fetchRequest: request, managedObjectContext: fixture.context,
                sectionNameKeyPath: nil, cacheName: nil)
            let error = #expect(throws: CairnError.self) { try controller.performFetch() }
            #expect(error?.message.contains("resultType must be .managedObject") == true)
        }
    }

    #if DEBUG
        @Test func anIndexPathOutOfRangeStopsWithAClearMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let fixture = try! ControllerFixture(.inMemory)
                fixture.context.performAndWait {
                    try! fixture.seed(["home": [("h1", 1)]])
                    let controller = fixture.controller(sectioned: true)
                    try! controller.performFetch()
                    _ = controller.object(at: IndexPath(row: 1, section: 0))
                }
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("no row 1 in section 0 ('home'), which has 1 objects"), "the trap says what is out of range: \(text.suffix(300))")
        }
    #endif
}
