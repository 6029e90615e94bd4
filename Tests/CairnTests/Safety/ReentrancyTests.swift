import Cairn
import CairnTestSupport
import Dispatch
import Foundation
import Testing

/// A store wrapper that tears its stack down in `deinit` with `performAndWait`, the pattern of
/// real Core Data test suites (seed 002's FeedStore).
private final class StoreWrapper: @unchecked Sendable {
    let context: ManagedObjectContext
    let finished: DispatchSemaphore

    init(context: ManagedObjectContext, finished: DispatchSemaphore) {
        self.context = context
        self.finished = finished
    }

    deinit {
        context.performAndWait {
            for store in context.persistentStoreCoordinator?.persistentStores ?? [] {
                try? context.persistentStoreCoordinator?.remove(store)
            }
        }
        finished.signal()
    }
}

/// `performAndWait` is re-entrant in every case, as Core Data's.
@Suite struct ReentrancyTests {
    /// Hands the wrapper's only reference to a `perform` block, so that its last release (and its
    /// `deinit`) happens on the context's queue after the block ran, outside any block.
    private func releaseOnQueue(_ context: ManagedObjectContext, _ finished: DispatchSemaphore) {
        let wrapper = StoreWrapper(context: context, finished: finished)
        context.perform { [wrapper] in _ = wrapper.context }
    }

    @Test func deinitOnTheContextsQueueMayCallPerformAndWait() throws {
        let directory = TemporaryDirectory()
        for _ in 0..<20 {
            let container = try TestStoreKind.sqliteFile.makeContainer(model: SeedModels.articles(), directory: directory)
            let context = container.newBackgroundContext()
            let finished = DispatchSemaphore(value: 0)
            releaseOnQueue(context, finished)
            #expect(finished.wait(timeout: .now() + 10) == .success, "the wrapper's deinit finished")
            #expect(container.persistentStoreCoordinator.persistentStores.isEmpty)
        }
    }

    @Test func nestedPerformAndWaitRunsInline() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.inMemory.makeContainer(model: SeedModels.articles(), directory: directory)
        let context = container.newBackgroundContext()
        let depth = context.performAndWait {
            context.performAndWait { context.performAndWait { 3 } }
        }
        #expect(depth == 3)
    }

    @Test func mainQueueContextCalledFromAnotherThreadRunsOnTheMainQueue() async throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.inMemory.makeContainer(model: SeedModels.articles(), directory: directory)
        let viewContext = container.viewContext
        let onMain = await Task.detached {
            viewContext.performAndWait { Thread.isMainThread || OperationQueue.current == .main || Self.isOnMainQueue() }
        }.value
        #expect(onMain, "a main-queue context's block runs on the main queue, as in Core Data")
    }

    /// On the main actor, a background context's `performAndWait` runs its block on the calling
    /// thread, which still holds the main queue: a main-queue context's `performAndWait` inside it
    /// runs at once, as Core Data's does on the main thread (it waited for the main queue, which
    /// libdispatch stopped as a deadlock, when a worker thread drained the main queue).
    @MainActor
    @Test func mainQueueContextInsideABackgroundBlockOnTheMainQueueRunsAtOnce() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.inMemory.makeContainer(model: SeedModels.articles(), directory: directory)
        let background = container.newBackgroundContext()
        let viewContext = container.viewContext
        let answer = background.performAndWait { viewContext.performAndWait { background.performAndWait { 42 } } }
        #expect(answer == 42)
    }

    private static func isOnMainQueue() -> Bool {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        defer { DispatchQueue.main.setSpecific(key: key, value: nil) }
        return DispatchQueue.getSpecific(key: key) == true
    }
}
