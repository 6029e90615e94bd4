import Cairn

/// An insertion of a `Model` (SwiftData's `DefaultHistoryInsert`).
public struct DefaultHistoryInsert<Model: PersistentModel>: HistoryInsert {
    /// The inserted model's identifier.
    public let changedPersistentIdentifier: PersistentIdentifier
    /// The change's number in the store.
    public let changeIdentifier: Int64

    init(_ change: PersistentHistoryChange) {
        changedPersistentIdentifier = PersistentIdentifier(change.changedObjectID)
        changeIdentifier = change.changeID
    }
}

/// An update of a `Model` (SwiftData's `DefaultHistoryUpdate`).
public struct DefaultHistoryUpdate<Model: PersistentModel>: HistoryUpdate, @unchecked Sendable {
    // Safety: key paths are immutable values.

    /// The updated model's identifier.
    public let changedPersistentIdentifier: PersistentIdentifier
    /// The change's number in the store.
    public let changeIdentifier: Int64
    /// The key paths of the properties the save changed.
    public let updatedAttributes: [PartialKeyPath<Model>]

    init(_ change: PersistentHistoryChange) {
        changedPersistentIdentifier = PersistentIdentifier(change.changedObjectID)
        changeIdentifier = change.changeID
        let names = change.updatedProperties ?? []
        updatedAttributes = Model.schemaMetadata.filter { names.contains($0.name) }.compactMap { $0.keypath as? PartialKeyPath<Model> }
    }
}

/// A deletion of a `Model` (SwiftData's `DefaultHistoryDelete`).
public struct DefaultHistoryDelete<Model: PersistentModel>: HistoryDelete {
    /// The deleted model's identifier.
    public let changedPersistentIdentifier: PersistentIdentifier
    /// The change's number in the store.
    public let changeIdentifier: Int64
    /// The values kept after the deletion.
    public let tombstone: HistoryTombstone<Model>

    init(_ change: PersistentHistoryChange) {
        changedPersistentIdentifier = PersistentIdentifier(change.changedObjectID)
        changeIdentifier = change.changeID
        tombstone = HistoryTombstone(values: change.tombstoneValues ?? [:])
    }
}

/// The values of a deleted model that its class keeps (`@Attribute(.preserveValueOnDeletion)`)
/// (SwiftData's `HistoryTombstone`).
public struct HistoryTombstone<Model: PersistentModel>: Sendable {
    let values: [String: PropertyValue]

    /// The kept value of a property (`tombstone[\.name] as? String`), or `nil` if it was not kept.
    public subscript(keyPath: PartialKeyPath<Model>) -> (any Sendable)? {
        guard let name = KeyPathNames.name(of: keyPath, in: Model.self), let value = values[name] else { return nil }
        return value.anyValue
    }
}

/// The model class of history changes whose entity no schema of this process registered.
final class UnknownModel: PersistentModel {
    var persistentBackingData: ModelBackingData
    static var schemaMetadata: [Schema.PropertyMetadata] { [] }
    init(backingData: ModelBackingData) { persistentBackingData = backingData }
}
