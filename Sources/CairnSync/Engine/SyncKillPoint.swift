/// Where a test may stop an engine as if its process were killed.
package enum SyncKillPoint: Sendable {
    /// The state that includes a store write is saved; the store is not written yet.
    case beforeStoreWrite
    /// The store is written; the state does not say so yet.
    case afterStoreWrite

    /// What a test throws at a kill point: the engine stops there, as a killed process would,
    /// without the clean-up a failed write gets.
    package struct Killed: Error {
        /// A kill.
        package init() {}
    }
}
