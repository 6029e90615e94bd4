import Cairn
import Foundation

extension SyncEngine {
    /// Keeps the store in step as changes happen: each local save is pushed as soon as it is
    /// made, and a watch stays open at the server (a long poll of up to `wait`), which answers as
    /// soon as another device's change is accepted (`wait` is at most 50 s). After a failure it
    /// waits twice as long each time (up to `maximumBackoff`) before it tries again; the failure is
    /// ``lastError`` until a round succeeds. ``stop()`` ends it.
    ///
    /// Saves made by another process on the same store are sent with the next watch (at most
    /// `wait` later).
    public func startLive(wait: Duration = .seconds(25), maximumBackoff: Duration = .seconds(300)) {
        guard schedule == nil else { return }
        // Below URLSession's default 60 s request timeout, so a quiet watch ends as an answer.
        let wait = min(wait, .seconds(50))
        let (saves, saved) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let coordinator = container.persistentStoreCoordinator
        saveObserver = NotificationCenter.default.addObserver(forName: ManagedObjectContext.didSaveObjectsNotification, object: nil, queue: nil) {
            notification in
            // Posted on the saving context's queue, where its properties may be read.
            guard let context = notification.object as? ManagedObjectContext, context.persistentStoreCoordinator === coordinator,
                context.transactionAuthor != SyncEngine.author
            else { return }
            saved.yield()
        }
        schedule = Task { [weak self] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask { [weak self] in
                    var delay = Duration.zero
                    while !Task.isCancelled, let engine = self {
                        do {
                            // Also sends what the save observer could not see.
                            try await engine.push()
                            try await engine.watch(wait: wait)
                            await engine.record(failure: nil)
                            delay = .zero
                        } catch {
                            await engine.record(failure: error)
                            delay = min(max(delay * 2, .milliseconds(500)), maximumBackoff)
                            try? await Task.sleep(for: delay)
                        }
                    }
                }
                group.addTask { [weak self] in
                    for await _ in saves {
                        guard let engine = self else { return }
                        do { try await engine.push() } catch { await engine.record(failure: error) }
                    }
                }
                // Both end when the schedule is cancelled; the stream ends with it.
                await withTaskCancellationHandler {
                    await group.next()
                } onCancel: {
                    saved.finish()
                }
                group.cancelAll()
            }
        }
    }
}
