import Foundation

/// What a container syncs, as whom, and how conflicts merge.
public struct SyncConfiguration: Sendable {
    /// The user's partition on the server (their private partition has the user's ID).
    public var partition: UUID
    /// The entities to sync, by name. Each needs a non-optional UUID attribute named
    /// ``identityAttribute`` that keeps its value in history on deletion.
    public var entities: Set<String>
    /// The attribute that identifies an object on every device.
    public var identityAttribute: String = "id"
    /// Each entity's merge policy (the server's must be the same); ``SyncMergePolicy/latestEdit``
    /// when not named.
    public var policies: [String: SyncMergePolicy] = [:]
    /// Integer attributes, by entity, whose changes add up across devices instead of the latest
    /// one winning (a like count, a stock level): each device sends how much it changed the value
    /// by, so increments made on several devices offline all count.
    public var counters: [String: Set<String>] = [:]
    /// The server's limits (the same as the server's): the engine splits saves and pages pushes
    /// to keep within them.
    public var limits = SyncServerCore.Limits()

    /// A configuration syncing `entities` in `partition`, merging by `policies`, with `counters`.
    public init(partition: UUID, entities: Set<String>, policies: [String: SyncMergePolicy] = [:], counters: [String: Set<String>] = [:]) {
        self.partition = partition
        self.entities = entities
        self.policies = policies
        self.counters = counters
    }
}
