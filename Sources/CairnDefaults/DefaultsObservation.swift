/// A registered observer of a ``Defaults`` suite; observing stops on ``cancel()`` or when
/// this object is released.
public final class DefaultsObservation: Sendable {
    private let store: DefaultsStore
    private let id: Int

    init(store: DefaultsStore, id: Int) {
        self.store = store
        self.id = id
    }

    deinit {
        store.removeObserver(id)
    }

    /// Stops observing. Safe to call more than once.
    public func cancel() {
        store.removeObserver(id)
    }
}
