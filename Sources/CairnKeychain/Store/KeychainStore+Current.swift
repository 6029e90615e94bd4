import Foundation

extension KeychainStore {
    /// A store that replaces the process default for the current task and its children
    /// (see `using(_:_:)`, synchronous and `async`). Tests use it to point the SecItem functions and ``Keychain`` at an
    /// in-memory or temporary store without touching global state.
    @TaskLocal public static var taskStore: KeychainStore?

    private static let defaultLock = NSLock()
    // nonisolated(unsafe): only read and written with `defaultLock` held.
    nonisolated(unsafe) private static var defaultStore: KeychainStore?

    /// The store that the `SecItem…` functions and ``Keychain`` values without their own store use:
    /// ``taskStore`` if set, else the process default built once from the environment
    /// (see ``KeychainConfiguration``).
    /// - Throws: `.notAvailable` when no backend is usable (retried on the next call).
    public static func current() throws -> KeychainStore {
        if let taskStore { return taskStore }
        return try defaultLock.withLock {
            if let defaultStore { return defaultStore }
            let store = try KeychainStore()
            defaultStore = store
            return store
        }
    }

    /// Runs `body` with `store` as ``current()``.
    ///
    /// ```swift
    /// try KeychainStore.using(testStore) { try Keychain.save(data, service: "s", account: "a") }
    /// ```
    public static func using<R>(_ store: KeychainStore, _ body: () throws -> R) rethrows -> R {
        try $taskStore.withValue(store, operation: body)
    }

    /// Runs the asynchronous `body` with `store` as ``current()``.
    public static func using<R>(_ store: KeychainStore, _ body: () async throws -> R) async rethrows -> R {
        try await $taskStore.withValue(store, operation: body)
    }
}
