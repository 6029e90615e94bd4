import Cairn

/// One model's change in a transaction (SwiftData's `HistoryChange`).
public enum HistoryChange: Sendable {
    /// A model was inserted.
    case insert(any HistoryInsert)
    /// A model was updated.
    case update(any HistoryUpdate)
    /// A model was deleted.
    case delete(any HistoryDelete)

    init(_ change: PersistentHistoryChange) {
        let type = ModelTypeRegistry.type(for: change.changedObjectID.entity)
        switch change.changeType {
        case .insert:
            self = .insert(type.map { Self.insert($0, change) } ?? DefaultHistoryInsert<UnknownModel>(change))
        case .update:
            self = .update(type.map { Self.update($0, change) } ?? DefaultHistoryUpdate<UnknownModel>(change))
        case .delete:
            self = .delete(type.map { Self.delete($0, change) } ?? DefaultHistoryDelete<UnknownModel>(change))
        }
    }

    private static func insert<M: PersistentModel>(_ type: M.Type, _ change: PersistentHistoryChange) -> any HistoryInsert {
        DefaultHistoryInsert<M>(change)
    }

    private static func update<M: PersistentModel>(_ type: M.Type, _ change: PersistentHistoryChange) -> any HistoryUpdate {
        DefaultHistoryUpdate<M>(change)
    }

    private static func delete<M: PersistentModel>(_ type: M.Type, _ change: PersistentHistoryChange) -> any HistoryDelete {
        DefaultHistoryDelete<M>(change)
    }

    /// The changed model's identifier.
    public var changedPersistentIdentifier: PersistentIdentifier {
        switch self {
        case .insert(let change): change.changedPersistentIdentifier
        case .update(let change): change.changedPersistentIdentifier
        case .delete(let change): change.changedPersistentIdentifier
        }
    }

    /// The change's number in the store.
    public var changeIdentifier: Int64 {
        switch self {
        case .insert(let change): change.changeIdentifier
        case .update(let change): change.changeIdentifier
        case .delete(let change): change.changeIdentifier
        }
    }
}

/// An insertion in the history (SwiftData's `HistoryInsert`).
public protocol HistoryInsert: Sendable {
    /// The model class.
    associatedtype Model: PersistentModel
    /// The inserted model's identifier.
    var changedPersistentIdentifier: PersistentIdentifier { get }
    /// The change's number in the store.
    var changeIdentifier: Int64 { get }
}

/// An update in the history (SwiftData's `HistoryUpdate`).
public protocol HistoryUpdate: Sendable {
    /// The model class.
    associatedtype Model: PersistentModel
    /// The updated model's identifier.
    var changedPersistentIdentifier: PersistentIdentifier { get }
    /// The change's number in the store.
    var changeIdentifier: Int64 { get }
    /// The key paths of the properties the save changed.
    var updatedAttributes: [PartialKeyPath<Model>] { get }
}

/// A deletion in the history (SwiftData's `HistoryDelete`).
public protocol HistoryDelete: Sendable {
    /// The model class.
    associatedtype Model: PersistentModel
    /// The deleted model's identifier.
    var changedPersistentIdentifier: PersistentIdentifier { get }
    /// The change's number in the store.
    var changeIdentifier: Int64 { get }
    /// The values kept after the deletion (`@Attribute(.preserveValueOnDeletion)`).
    var tombstone: HistoryTombstone<Model> { get }
}
