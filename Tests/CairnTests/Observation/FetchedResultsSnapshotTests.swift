import Cairn
import CairnTestSupport
import Foundation
import Testing

/// The whole-content forms: snapshots (to a delegate and as an `AsyncSequence`) and collection
/// differences, with Core Data's rule that a delegate taking them gets no per-change calls.
@Suite struct FetchedResultsSnapshotTests {
    @Test(arguments: TestStoreKind.allCases)
    func aSnapshotDelegateGetsTheFetchThenEachChangeAndNothingElse(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        try fixture.context.performAndWait {
            let notes = try fixture.seed(["home": [("h1", 1), ("h2", 2)], "work": [("w1", 3)]])
            let controller = fixture.controller(sectioned: true)
            let taker = SnapshotTaker()
            controller.delegate = taker
            try controller.performFetch()
            let id = { (text: String) in notes[text]!.objectID }
            #expect(
                taker.snapshots == [
                    FetchedResultsSnapshot(sections: [
                        .init(name: "home", itemIdentifiers: [id("h1"), id("h2")]),
                        .init(name: "work", itemIdentifiers: [id("w1")]),
                    ])
                ], "Core Data sends the first snapshot after performFetch")

            notes["h1"]!.text = "h1 edited"
            fixture.context.delete(notes["w1"]!)
            try fixture.context.save()
            let last = try #require(taker.snapshots.last)
            #expect(taker.snapshots.count == 2)
            #expect(last.sectionIdentifiers == ["home"])
            #expect(last.itemIdentifiers == [id("h1"), id("h2")])
            #expect(last.reloadedItemIdentifiers == [id("h1")])
            #expect(last.numberOfItems(inSection: "home") == 2 && last.indexOfItem(id("h2")) == 1)
            #expect(taker.otherCalls == 0, "no per-change calls when the snapshot form is implemented")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func aDifferenceDelegateGetsOffsetsOfObjectIDs(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        try fixture.context.performAndWait {
            let notes = try fixture.seed(["home": [("a", 1), ("b", 2), ("c", 3)]])
            let controller = fixture.controller(sectioned: false)
            let taker = DifferenceTaker()
            controller.delegate = taker
            try controller.performFetch()
            #expect(taker.differences.isEmpty)

            fixture.context.delete(notes["a"]!)
            let d = fixture.note("d", 4, in: nil)
            try fixture.context.obtainPermanentIDs(for: [d])  // the ID reported is the one of the change
            try fixture.context.save()
            let difference = try #require(taker.differences.first)
            #expect(difference.removals.map(\.offset) == [0])
            #expect(difference.insertions.map(\.offset) == [2])
            if case .insert(_, let element, _)? = difference.insertions.first { #expect(element == d.objectID) }
            #expect(taker.otherCalls == 0)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func withSectionsADifferenceDelegateGetsThePerChangeCalls(_ kind: TestStoreKind) throws {
        let fixture = try ControllerFixture(kind)
        try fixture.context.performAndWait {
            try fixture.seed(["home": [("a", 1)]])
            let controller = fixture.controller(sectioned: true)
            let taker = DifferenceTaker()
            controller.delegate = taker
            try controller.performFetch()
            _ = fixture.note("b", 2, in: nil)
            try fixture.context.save()
            #expect(taker.differences.isEmpty, "Core Data: the difference form only without a section key path")
            #expect(taker.otherCalls == 2)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func theSnapshotSequenceStartsWithTheResultsAndFollowsEachChange(_ kind: TestStoreKind) async throws {
        let fixture = try ControllerFixture(kind)
        let context = fixture.context
        let (controller, stream, ids) = try context.performAndWait {
            let notes = try fixture.seed(["home": [("a", 1)]])
            let controller = fixture.controller(sectioned: true)
            try controller.performFetch()
            return (controller, controller.snapshots, [notes["a"]!.objectID])
        }
        var snapshots = stream.makeAsyncIterator()
        #expect(await snapshots.next()?.itemIdentifiers == ids, "the current results first")

        let added = try context.performAndWait {
            let note = fixture.note("b", 2, in: controller.fetchedObjects?.first?.notebook)
            try context.obtainPermanentIDs(for: [note])
            try context.save()
            return note.objectID
        }
        let next = await snapshots.next()
        #expect(next?.itemIdentifiers == ids + [added])
        #expect(next?.sectionIdentifiers == ["home"])
        withExtendedLifetime(controller) {}
    }
}
