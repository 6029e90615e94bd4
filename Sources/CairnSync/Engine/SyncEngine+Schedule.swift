import Foundation

extension SyncEngine {
    /// Syncs every `interval` until ``stop()``, and after a failure waits twice as long each time
    /// (up to `maximumBackoff`) before it tries again, so an offline device or a server that is
    /// down is not hammered. The last failure is ``lastError`` until a round succeeds.
    public func start(every interval: Duration = .seconds(30), maximumBackoff: Duration = .seconds(300)) {
        guard schedule == nil else { return }
        schedule = Task { [weak self] in
            var delay = interval
            while !Task.isCancelled, let engine = self {
                do {
                    try await engine.sync()
                    await engine.record(failure: nil)
                    delay = interval
                } catch {
                    await engine.record(failure: error)
                    delay = min(delay * 2, maximumBackoff)
                }
                try? await Task.sleep(for: delay)
            }
        }
    }

    /// Stops the rounds ``start(every:maximumBackoff:)`` or ``startLive(wait:maximumBackoff:)``
    /// began; a round under way finishes.
    public func stop() {
        schedule?.cancel()
        schedule = nil
        if let saveObserver { NotificationCenter.default.removeObserver(saveObserver) }
        saveObserver = nil
    }

    func record(failure: (any Error)?) {
        lastError = failure
    }
}
