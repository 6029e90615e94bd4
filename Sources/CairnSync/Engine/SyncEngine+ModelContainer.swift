import CairnData
import Foundation

extension SyncEngine {
    /// Syncs a SwiftData container's store: the models named sync by their class names, each with
    /// a `var id: UUID` marked `@Attribute(.preserveValueOnDeletion)`.
    ///
    /// ```swift
    /// let engine = try SyncEngine(modelContainer: container, partition: user, models: [Note.self],
    ///                             transport: HTTPSyncTransport(server: url, token: token))
    /// ```
    public init(
        modelContainer: ModelContainer, partition: UUID, models: [any PersistentModel.Type],
        policies: [String: SyncMergePolicy] = [:], transport: any SyncTransport
    ) throws {
        let configuration = SyncConfiguration(partition: partition, entities: Set(models.map { String(describing: $0) }), policies: policies)
        try self.init(container: modelContainer.persistentContainer, configuration: configuration, transport: transport)
    }
}
