/// Where a test may stop an engine as if its process were killed.
package enum SyncKillPoint: Sendable {
    /// The state that includes a store write is saved; the store is not written yet.
    case beforeStoreWrite
    /// The store is written; the state does not say so yet.
    case afterStoreWrite

    /// The message of the error a test throws to kill the engine.
    package static let message = "killed by a test"
}
