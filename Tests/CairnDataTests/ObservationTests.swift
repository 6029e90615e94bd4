import CairnData
import Foundation
import Synchronization
import Testing

/// SwiftData's models are `Observable`: `withObservationTracking` over a model's properties calls
/// its `onChange` once, when one of the properties it read is set (Observation's documented
/// behaviour), and not for a property it did not read.
@Suite struct ObservationTests {
    /// Counts the `onChange` calls of one tracking.
    final class Changes: Sendable {
        let count = Atomic(0)
        func record() { count.add(1, ordering: .relaxed) }
        var value: Int { count.load(ordering: .relaxed) }
    }

    /// Runs `read` under `withObservationTracking` and returns the count of its `onChange` calls.
    func tracking<T>(_ read: () -> T) -> Changes {
        let changes = Changes()
        _ = withObservationTracking(read) { changes.record() }
        return changes
    }

    func inserted() throws -> (ModelContext, Trip) {
        let context = ModelContext(try Fixture.memory(Trip.self, BucketListItem.self, LivingAccommodation.self))
        let trip = Trip(name: "Rome", destination: "Italy", startDate: Fixture.epoch, endDate: Fixture.epoch)
        context.insert(trip)
        return (context, trip)
    }

    @Test func modelsAreObservable() throws {
        func observable<T: Observable>(_: T) -> Bool { true }
        #expect(observable(try inserted().1))
    }

    @Test func settingAPropertyThatWasReadCallsOnChangeOnce() throws {
        let (_, trip) = try inserted()
        let changes = Changes()
        let read = withObservationTracking {
            trip.name
        } onChange: {
            changes.record()
        }
        #expect(read == "Rome")
        trip.name = "Roma"
        trip.name = "Rom"
        #expect(changes.value == 1)
        #expect(trip.name == "Rom")
    }

    @Test func settingAPropertyThatWasNotReadDoesNotCallOnChange() throws {
        let (_, trip) = try inserted()
        let changes = tracking { trip.destination }
        trip.name = "Roma"
        trip.budget = 10
        #expect(changes.value == 0)
        trip.destination = "Lazio"
        #expect(changes.value == 1)
    }

    @Test func relationshipsAndOptionalsAreObservedToo() throws {
        let (_, trip) = try inserted()
        let changes = tracking { (trip.bucketList.count, trip.notes) }
        trip.bucketList.append(BucketListItem(title: "Colosseum", details: "Morning"))
        #expect(changes.value == 1)
        #expect(trip.bucketList.map(\.title) == ["Colosseum"])

        let notes = tracking { trip.notes }
        trip.notes = "Book early"
        #expect(notes.value == 1)
    }

    @Test func aModelNotYetInsertedIsObservable() throws {
        let trip = Trip(name: "Oslo", destination: "Norway")
        let changes = tracking { trip.name }
        trip.name = "Bergen"
        #expect(changes.value == 1)
    }

    // Changes the context makes (SwiftData's models hear of them too: a view over a model follows
    // an undo or a merged save).

    @Test func undoAndRedoAreReported() throws {
        let (context, trip) = try inserted()
        try context.save()
        Fixture.undoable(in: context) { trip.name = "Roma" }
        let undone = tracking { trip.name }
        context.undoManager?.undo()
        #expect(undone.value == 1)
        #expect(trip.name == "Rome")
        let redone = tracking { trip.name }
        context.undoManager?.redo()
        #expect(redone.value == 1)
        #expect(trip.name == "Roma")
    }

    @Test func rollbackIsReported() throws {
        let (context, trip) = try inserted()
        try context.save()
        trip.budget = 500
        let changes = tracking { trip.budget }
        context.rollback()
        #expect(changes.value == 1)
        #expect(trip.budget == 0)
    }

    @MainActor
    @Test func anotherContextsSaveMergedIntoTheMainContextIsReported() async throws {
        let container = try Fixture.memory(Trip.self, BucketListItem.self, LivingAccommodation.self)
        let trip = Trip(name: "Rome", destination: "Italy", startDate: Fixture.epoch, endDate: Fixture.epoch)
        container.mainContext.insert(trip)
        try container.mainContext.save()
        let changes = tracking { trip.destination }

        let other = ModelContext(container)
        let id = trip.persistentModelID
        let copy = try #require(try other.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.persistentModelID == id })).first)
        copy.destination = "Lazio"
        try other.save()
        // The main context merges on the main queue, once the main actor is free.
        for _ in 0..<100 where trip.destination != "Lazio" { try await Task.sleep(nanoseconds: 20_000_000) }
        #expect(trip.destination == "Lazio")
        #expect(changes.value == 1)
    }
}
