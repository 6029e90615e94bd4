extension Defaults {
    /// One change in a suite: the key and its new effective value (`nil` when removed and
    /// without a registered default).
    public struct Change: Sendable, Equatable {
        /// The key that changed.
        public var key: String
        /// The new value.
        public var value: PropertyListValue?
    }

    /// Calls `handler` whenever the effective value of `key` changes — by this process
    /// (synchronously, on the thread that set it) or by another process (on a background
    /// thread, once its write is seen).
    ///
    /// ```swift
    /// let observation = defaults.observe("theme") { value in apply(theme: value) }
    /// ```
    ///
    /// - Returns: keep it; releasing it or calling `cancel()` stops the calls.
    public func observe(_ key: String, _ handler: @escaping @Sendable (PropertyListValue?) -> Void) -> DefaultsObservation {
        DefaultsObservation(store: store, id: store.addObserver(key: key) { _, value in handler(value) })
    }

    /// Calls `handler` for every change of any key in the suite.
    ///
    /// - Returns: keep it; releasing it or calling `cancel()` stops the calls.
    public func observeAll(_ handler: @escaping @Sendable (Change) -> Void) -> DefaultsObservation {
        DefaultsObservation(store: store, id: store.addObserver(key: nil) { handler(Change(key: $0, value: $1)) })
    }

    /// The changes of the suite (one key, or all keys when `key` is `nil`) as an async sequence.
    /// It ends when the consuming task is cancelled.
    ///
    /// ```swift
    /// for await change in defaults.changes() { print(change.key, change.value as Any) }
    /// ```
    public func changes(forKey key: String? = nil) -> AsyncStream<Change> {
        AsyncStream { continuation in
            let id = store.addObserver(key: key) { continuation.yield(Change(key: $0, value: $1)) }
            continuation.onTermination = { [store] _ in store.removeObserver(id) }
        }
    }

    /// The values a typed key takes, as an async sequence (its default when removed).
    ///
    /// ```swift
    /// for await theme in defaults.values(for: .theme) { apply(theme) }
    /// ```
    public func values<Value: DefaultsValue>(for key: Key<Value>) -> AsyncStream<Value> {
        let changes = changes(forKey: key.name)
        return AsyncStream { continuation in
            let task = Task {
                for await change in changes {
                    continuation.yield(change.value.flatMap(Value.init(propertyListValue:)) ?? key.defaultValue)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
