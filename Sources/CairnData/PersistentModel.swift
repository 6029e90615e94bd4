import Cairn
import Synchronization

/// A class whose instances a ``ModelContext`` stores (SwiftData's `PersistentModel`). Declare one
/// with `@Model`, which writes every requirement; the rest comes from this protocol's extension.
///
/// Models are not `Sendable`: use a model in the context (and on the actor) it belongs to, and pass
/// its ``persistentModelID`` elsewhere.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, ManagedKeyPathNaming, ManagedObjectBacked, SendableMetatype {
    /// Where the model's persisted values live.
    var persistentBackingData: ModelBackingData { get set }
    /// The model's persisted properties, from which its entity is built.
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
    /// Creates the model over storage a context provides.
    init(backingData: ModelBackingData)
    /// The key-path groups of the class's `#Unique` (none by default).
    static var _$cairnUniqueness: [[AnyKeyPath]] { get }
    /// The key-path groups of the class's `#Index` (none by default).
    static var _$cairnIndexes: [[AnyKeyPath]] { get }
    /// Reports to the model's observers a change of its values that did not go through its
    /// properties (undo, rollback, refresh, a merge); `@Model` writes it.
    func _$cairnValuesChanged()
}

extension PersistentModel {
    /// No `#Unique`.
    public static var _$cairnUniqueness: [[AnyKeyPath]] { [] }
    /// No `#Index`.
    public static var _$cairnIndexes: [[AnyKeyPath]] { [] }
    /// No observers to tell (a model written without `@Model`).
    public func _$cairnValuesChanged() {}

    /// The model's identity: temporary until the model is first saved, permanent after.
    public var persistentModelID: PersistentIdentifier {
        PersistentIdentifier(ModelTypeRegistry.object(of: self).objectID)
    }

    /// The context the model was inserted into or fetched from (`nil` before insertion).
    public var modelContext: ModelContext? {
        persistentBackingData.storage?.managedObjectContext.flatMap(ModelContext.wrapping)
    }

    /// Whether the model was deleted and the deletion not saved yet.
    public var isDeleted: Bool { persistentBackingData.storage?.isDeleted ?? false }

    /// Whether the model has unsaved changes (inserted, changed or deleted).
    public var hasChanges: Bool { persistentBackingData.storage?.hasChanges ?? false }

    /// The engine object holding the model's values.
    public var backingManagedObject: ManagedObject? { persistentBackingData.storage }

    /// Models are equal when they stand for the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs === rhs || (lhs.persistentBackingData.storage != nil && lhs.persistentBackingData.storage === rhs.persistentBackingData.storage)
    }

    /// Hashes the object the model stands for.
    public func hash(into hasher: inout Hasher) {
        if let storage = persistentBackingData.storage {
            hasher.combine(ObjectIdentifier(storage))
        } else {
            hasher.combine(ObjectIdentifier(self))
        }
    }

    /// The model property a key path of this class stands for (for `#Predicate` and `SortDescriptor`).
    public static func managedPropertyName(for keyPath: AnyKeyPath) -> String? {
        // `$0.persistentModelID == id` compares the model itself with the identifier.
        if keyPath == \Self.persistentModelID { return TypedKeyPathName.identity }
        // A key path through a protocol requirement is probed each time: such key paths of two
        // different requirements can compare equal (Swift 6.3), so no table can remember them.
        return KeyPathNames.name(of: keyPath, in: self) ?? KeyPathProbe.name(of: keyPath, in: self)
    }
}

extension PersistentModel where ID == PersistentIdentifier {
    /// The model's ``persistentModelID`` (a class that declares its own `id` keeps it).
    public var id: PersistentIdentifier { persistentModelID }
}

/// The model property names of the key paths of each model class, built once per class.
enum KeyPathNames {
    /// One class's table.
    private struct Table: @unchecked Sendable {
        // Safety: key paths are immutable values; the table is built once and only read after.
        let names: [AnyKeyPath: String]
    }

    private static let tables = Locked([ObjectIdentifier: Table]())

    static func name(of keyPath: AnyKeyPath, in type: any PersistentModel.Type) -> String? {
        let key = ObjectIdentifier(type)
        if let table = tables.withLock({ $0[key] }) { return table.names[keyPath] }
        let table = Table(names: Dictionary(type.schemaMetadata.map { ($0.keypath, $0.name) }, uniquingKeysWith: { first, _ in first }))
        tables.withLock { $0[key] = table }
        return table.names[keyPath]
    }
}
