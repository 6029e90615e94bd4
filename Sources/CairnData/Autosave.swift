import Cairn
import Dispatch
import Synchronization

/// The autosave of a context with ``ModelContext/autosaveEnabled``: a save on the main queue soon
/// after an insertion or deletion, and a check every second for other changes (property writes go
/// straight to the models). A failed autosave keeps the changes in the context and logs the error.
final class Autosave: Sendable {
    private let timer = Locked<DispatchSourceTimer?>(nil)
    private let scheduled = Atomic<Bool>(false)
    private let target = Locked<WeakTarget?>(nil)

    private struct WeakTarget: @unchecked Sendable {
        // Safety: the context is touched only on the main queue, where the autosave runs; the box
        // only carries the weak reference there.
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

    private func run() {
        guard let context = target.withLock({ $0?.context }), context.autosaveEnabled, context.hasChanges else { return }
        do {
            try context.save()
        } catch {
            ModelContext.logger.error("Autosave failed; the changes stay in the context until a save succeeds: \(error)")
        }
    }
}
