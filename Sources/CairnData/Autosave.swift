import Cairn
import Dispatch
import Foundation
import Synchronization

/// The autosave of a context with ``ModelContext/autosaveEnabled``: a save soon after an insertion
/// or deletion, and a check every second for other changes (property writes go straight to the
/// models). A failed autosave keeps the changes in the context and logs the error.
///
/// The save runs where the context's owner runs, never beside it: on the main queue for the main
/// context (and a context its creator made and enabled on the main thread), as a block on the
/// context's queue for a model actor's context, between the actor's jobs. A context confined to
/// another thread or task has no place the autosave could run safely: ``ModelContext`` refuses it.
final class Autosave: Sendable {
    private let timer = Locked<DispatchSourceTimer?>(nil)
    private let scheduled = Atomic<Bool>(false)
    private let target = Locked<WeakTarget?>(nil)

    private struct WeakTarget: @unchecked Sendable {
        // Safety: the context is touched only where its owner runs (see the type's comment); the
        // box only carries the weak reference there.
        weak var context: ModelContext?
    }

    func start(for context: ModelContext) {
        target.withLock { $0 = WeakTarget(context: context) }
        timer.withLock { timer in
            guard timer == nil else { return }
            let source = DispatchSource.makeTimerSource(queue: .main)
            source.schedule(deadline: .now() + 1, repeating: 1)
            source.setEventHandler { [weak self] in self?.run() }
            source.resume()
            timer = source
        }
    }

    func stop() {
        timer.withLock { timer in
            timer?.cancel()
            timer = nil
        }
        target.withLock { $0 = nil }
    }

    /// Schedules a save soon (once, however many changes come first).
    func changed() {
        guard target.withLock({ $0 != nil }), !scheduled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        DispatchQueue.main.async { [self] in
            scheduled.store(false, ordering: .releasing)
            run()
        }
    }

    /// Whether the autosave of `context`, enabled on the current thread, has a safe place to run.
    static func canRun(for context: ModelContext) -> Bool {
        context.engine.isMainQueueContext || !context.engine.isConfinedToCreator || Thread.isMainThread
    }

    /// On the main queue: saves now, or on the context's queue when an actor owns the context.
    private func run() {
        guard let engine = target.withLock({ $0?.context?.engine }) else { return }
        if !engine.isMainQueueContext && !engine.isConfinedToCreator {
            engine.perform { [self] in save() }
        } else {
            save()
        }
    }

    private func save() {
        guard let context = target.withLock({ $0?.context }), context.autosaveEnabled, context.hasChanges else { return }
        do {
            try context.save()
        } catch {
            ModelContext.logger.error("Autosave failed; the changes stay in the context until a save succeeds: \(error)")
        }
    }
}
