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

    /// A configuration syncing `entities` in `partition`.
    public init(partition: UUID, entities: Set<String>, policies: [String: SyncMergePolicy] = [:]) {
        self.partition = partition
        self.entities = entities
        self.policies = policies
    }
}
