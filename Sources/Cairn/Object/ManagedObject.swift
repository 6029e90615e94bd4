import Foundation

/// An object in the graph: the base class of your model classes (Core Data's `NSManagedObject`).
///
/// Subclass it and declare properties with `@Managed`, or use it directly through
/// `value(forKey:)` / `setValue(_:forKey:)`:
///
/// ```swift
/// final class Employee: ManagedObject {
///     @Managed var name: String
///     @Managed var title: String?
///     @Managed var startDate: Date?
/// }
///
/// let employee = Employee(context: context)
/// employee.name = "John Doe"
/// try context.save()
/// ```
///
/// Objects belong to one context and are not `Sendable`: use them only inside that context's
/// `perform` / `performAndWait` (or on the main thread for a main-queue context). Pass
/// ``objectID`` between threads instead. Values are stored by property index in a compact array.
open class ManagedObject: Hashable, CustomStringConvertible {
    // The internal state below is `@exclusivity(unchecked)`: it is touched on every property
    // access, only on the object's context's executor (checked by `assertOnExecutor` in debug
    // builds), and no public API exposes it for writing or as an `inout` access.

    /// The object's identity; temporary until the object is saved.
    public var objectID: ManagedObjectID { identity }
    /// Storage of ``objectID``.
    @exclusivity(unchecked) var identity: ManagedObjectID
    /// The context the object belongs to (`nil` after the context is reset or deallocated, or for
    /// an object created without one).
    public var managedObjectContext: ManagedObjectContext? { contextLink?.context }
    /// How the object reaches its context (see ``ContextLink``).
    @exclusivity(unchecked) var contextLink: ContextLink?

    /// Current values by property index; `nil` while the object is a fault with no data loaded.
    @exclusivity(unchecked) var values: ContiguousArray<PropertyValue>?
    /// The committed snapshot (values as last read from or written to the store, for
    /// `changedValues()`, saves and rollback) as the committed values of the properties changed
    /// since; `nil` without a snapshot (inserted objects, faults). See ``committed``.
    @exclusivity(unchecked) var originals: OriginalValues?
    /// The store's optimistic-locking version (`Z_OPT`) of `committed`.
    @exclusivity(unchecked) var version: Int64 = 0
    /// Bookkeeping bits (fault, inserted, updated, deleted …).
    @exclusivity(unchecked) var state: ObjectState = []
    /// The object's position in its context's inserted, updated or deleted list (see ``TrackedObjects``).
    @exclusivity(unchecked) var trackingSlot: UInt32 = .max
    /// For a fault from a batched fetch: the batch whose data loads together with this object's.
    @exclusivity(unchecked) var batch: FaultBatch?
    /// Objects a nested prefetch loaded through this object (kept alive while it is).
    @exclusivity(unchecked) var prefetched: PrefetchBundle?

    /// Creates an object of `entity` and inserts it into `context` (pass `nil` to insert later with
    /// `context.insert(_:)`).
    ///
    /// Subclasses that override this initializer must call `super.init(entity:insertInto:)`.
    public required init(entity: EntityDescription, insertInto context: ManagedObjectContext?) {
        precondition(!entity.isAbstract, "Entity '\(entity.entityName)' is abstract: create objects of one of its sub-entities instead.")
        self.identity = .temporary(for: entity)
        if let context {
            context.insert(self)
        }
    }

    /// Creates an object of this class's entity in `context` (Core Data's `init(context:)`).
    ///
    /// The entity is the one bound to this class in the context's model (by class, class name or
    /// entity name). Trapping when none matches is a programmer error, with the fix in the message.
    public convenience init(context: ManagedObjectContext) {
        guard let entity = context.entity(forNew: Self.self) else {
            preconditionFailure(
                "No entity in the model is bound to class \(Self.self). Set `managedObjectClass: \(Self.self).self` on its EntityDescription, or name the entity '\(Self.self)'."
            )
        }
        self.init(entity: entity, insertInto: context)
    }

    /// The object's entity.
    public var entity: EntityDescription { objectID.entity }

    /// The values a new object starts with: attribute defaults, empty to-many relationships.
    static func initialValues(of entity: EntityDescription) -> ContiguousArray<PropertyValue> {
        entity.initialValues ?? ContiguousArray(entity.properties.map(initialValue(of:)))
    }

    /// The initial values in an array of the new object's own. Sharing the entity's array made the
    /// first change copy it through the runtime's generic per-element copy; when no initial value
    /// holds a reference, the bytes are copied at once (`ContiguousArray(repeating:count:)` cost
    /// more than reserving and appending).
    static func ownInitialValues(of entity: EntityDescription) -> ContiguousArray<PropertyValue> {
        let initial = initialValues(of: entity)
        guard entity.initialValuesAreBitwiseCopyable else { return initial }
        var values = ContiguousArray<PropertyValue>()
        values.reserveCapacity(initial.count)
        for _ in 0..<initial.count { values.append(.null) }
        values.withUnsafeMutableBytes { target in initial.withUnsafeBytes { target.copyMemory(from: $0) } }
        return values
    }

    static func initialValue(of property: PropertyDescription) -> PropertyValue {
        if let attribute = property as? AttributeDescription { return attribute.defaultValue ?? .null }
        if let relationship = property as? RelationshipDescription, relationship.isToMany { return .objects([]) }
        return .null
    }

    // MARK: Lifecycle hooks

    /// Called once, after the object is inserted into a context. Set up initial values here.
    open func awakeFromInsert() {}
    /// Called when the object's data is first loaded from the store (its fault fires).
    open func awakeFromFetch() {}
    /// Called before the object is saved; changes made here are saved too.
    open func willSave() {}
    /// Called after the object was saved.
    open func didSave() {}
    /// Called when the object is about to be deleted, before delete rules run.
    open func prepareForDeletion() {}
    /// Called before the object turns into a fault (refresh, reset).
    open func willTurnIntoFault() {}
    /// Called after the object turned into a fault.
    open func didTurnIntoFault() {}
    /// Called after the context changed the object's values other than through its properties
    /// (undo, rollback, refresh, a merge of another context's save), so that a face observing its
    /// objects (CairnData's `Observable` models) can report the change.
    final func didChangeOutsideAccessors() {
        (self as? any OutsideChangeObserving)?.didChangeOutsideAccessors()
    }

    /// Checks the object before it is inserted into the store; throw to refuse the save.
    open func validateForInsert() throws {}
    /// Checks the object before its changes are saved; throw to refuse the save.
    open func validateForUpdate() throws {}
    /// Checks the object before it is deleted from the store; throw to refuse the save.
    open func validateForDelete() throws {}
    /// Checks one property's value when the object is saved (inserted or updated), after the
    /// model's own rules (Core Data's `validateValue(_:forKey:)` / `validate<Key>` methods).
    ///
    /// Called for every stored property whose value is loaded. Throw to refuse the save; a
    /// ``CairnError`` is reported as thrown (entity, object and property filled in when missing),
    /// any other error as code 1550 (`validation`) naming the object and `key`.
    ///
    /// ```swift
    /// override func validateValue(_ value: PropertyValue, forKey key: String) throws {
    ///     if key == "email", case .string(let text) = value, !text.contains("@") {
    ///         throw CairnError(.validation, "An email address needs an @.")
    ///     }
    /// }
    /// ```
    open func validateValue(_ value: PropertyValue, forKey key: String) throws {}

    // MARK: State

    /// Whether the object's data has not been loaded (or turned into a fault again).
    public var isFault: Bool { values == nil || state.contains(.awaitingAwake) }
    /// Whether the object was inserted and not saved yet.
    public var isInserted: Bool { state.contains(.inserted) }
    /// Whether the object has unsaved changes (and is not inserted).
    public var isUpdated: Bool { state.contains(.updated) }
    /// Whether the object was deleted and the deletion not saved yet.
    public var isDeleted: Bool { state.contains(.deleted) }
    /// Whether the object is inserted, updated or deleted.
    public var hasChanges: Bool { !state.isDisjoint(with: [.inserted, .updated, .deleted]) }

    // MARK: Identity

    /// Objects are equal only to themselves.
    public static func == (lhs: ManagedObject, rhs: ManagedObject) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `<Entity: uri> (fault)` or `<Entity: uri> { name = …; … }`.
    open var description: String {
        let head = "<\(entity.entityName): \(objectID.uriRepresentation.absoluteString)>"
        guard let values, !state.contains(.awaitingAwake) else { return head + " (fault)" }
        let body = entity.properties.indices.map { "\(entity.properties[$0].name) = \(values[$0])" }
        return head + " { " + body.joined(separator: "; ") + " }"
    }
}

/// Bookkeeping bits of a ``ManagedObject``.
struct ObjectState: OptionSet {
    let rawValue: UInt8
    /// Data is loaded but `awakeFromFetch` has not run yet (the object still reports `isFault`).
    static let awaitingAwake = ObjectState(rawValue: 1)
    static let inserted = ObjectState(rawValue: 2)
    static let updated = ObjectState(rawValue: 4)
    static let deleted = ObjectState(rawValue: 8)
    /// `awakeFromInsert` has run.
    static let awake = ObjectState(rawValue: 16)
    /// The object is in its context's pending changes (see ``PendingChanges``) since the last
    /// `processPendingChanges()`.
    static let noticed = ObjectState(rawValue: 32)
    /// The object was inserted (or undeleted) since the last `processPendingChanges()`.
    static let insertedInEvent = ObjectState(rawValue: 64)
}
