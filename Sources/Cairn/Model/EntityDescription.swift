import Foundation
import Synchronization

/// An entity: a kind of object in the model, with attributes and relationships.
///
/// ```swift
/// let employee = EntityDescription(name: "Employee", managedObjectClass: Employee.self) {
///     AttributeDescription(name: "name", type: .string, isOptional: false)
///     AttributeDescription(name: "title", type: .string)
///     AttributeDescription(name: "startDate", type: .date)
/// }
/// ```
///
/// Entities are classes, configured while the model is built and frozen once a coordinator uses the
/// model (as in Core Data).
public final class EntityDescription: @unchecked Sendable, CustomStringConvertible {
    // Safety: each setting lives in a private `_name` (unchecked exclusivity) reached
    // only by its accessors: under `freezeState`'s lock until the model is frozen, read-only after,
    // so no two accesses ever overlap. The internal tables below are written only by
    // `ManagedObjectModel.freeze()` (under the model's freeze lock) before the frozen flag is
    // published, and read only after it; they are `@exclusivity(unchecked)` because saves and
    // property accesses read them constantly and no public API can reach them.

    let freezeState = ModelFreezeState()

    /// The entity's name, unique in the model; `nil` only while an entity built in code has none.
    ///
    /// Optional, as Core Data declares it (`NSFetchRequest(entityName: entity().name!)`); an entity
    /// without a name is refused when its model is frozen.
    public var name: String? {
        get {
            let name = entityName
            return name.isEmpty ? nil : name
        }
        set { entityName = newValue ?? "" }
    }
    /// The entity's name, unique in the model (``name``, never optional: every entity of a frozen
    /// model has one).
    package var entityName: String {
        get { freezeState.read { _name } }
        set { freezeState.write({ frozenMutationMessage }) { _name = newValue } }
    }
    @exclusivity(unchecked) private var _name: String
    /// The `ManagedObject` subclass instantiated for this entity (`ManagedObject` itself when `nil`).
    public var managedObjectClass: ManagedObject.Type? {
        get { freezeState.read { _managedObjectClass } }
        set {
            freezeState.write({ frozenMutationMessage }) { _managedObjectClass = newValue }
            if let cls = newValue { managedObjectClassName = String(describing: cls) }
        }
    }
    @exclusivity(unchecked) private var _managedObjectClass: ManagedObject.Type?
    /// The class name recorded in the model (Xcode's `representedClassName`).
    public var managedObjectClassName: String? {
        get { freezeState.read { _managedObjectClassName } }
        set { freezeState.write({ frozenMutationMessage }) { _managedObjectClassName = newValue } }
    }
    @exclusivity(unchecked) private var _managedObjectClassName: String?
    /// Whether the entity can have no instances of its own (only of sub-entities).
    public var isAbstract: Bool {
        get { freezeState.read { _isAbstract } }
        set { freezeState.write({ frozenMutationMessage }) { _isAbstract = newValue } }
    }
    @exclusivity(unchecked) private var _isAbstract: Bool
    /// The name of the parent entity, if this entity inherits from one.
    public var superentityName: String? {
        get { freezeState.read { _superentityName } }
        set { freezeState.write({ frozenMutationMessage }) { _superentityName = newValue } }
    }
    @exclusivity(unchecked) private var _superentityName: String?
    /// The properties declared by this entity itself (not inherited).
    public var declaredProperties: [PropertyDescription] {
        get { freezeState.read { _declaredProperties } }
        set { freezeState.write({ frozenMutationMessage }) { _declaredProperties = newValue } }
    }
    @exclusivity(unchecked) private var _declaredProperties: [PropertyDescription]
    /// Extra information for your own use; ignored by the engine.
    public var userInfo: [String: String] {
        get { freezeState.read { _userInfo } }
        set { freezeState.write({ frozenMutationMessage }) { _userInfo = newValue } }
    }
    @exclusivity(unchecked) private var _userInfo: [String: String]
    /// The name this entity had in the previous model version: a migration carries the objects of
    /// that entity over to this one (Core Data's `renamingIdentifier`; Xcode's *Renaming ID*).
    public var renamingIdentifier: String? {
        get { freezeState.read { _renamingIdentifier } }
        set { freezeState.write({ frozenMutationMessage }) { _renamingIdentifier = newValue } }
    }
    @exclusivity(unchecked) private var _renamingIdentifier: String?
    /// A string mixed into the version hash to force a new version without another change.
    public var versionHashModifier: String? {
        get { freezeState.read { _versionHashModifier } }
        set { freezeState.write({ frozenMutationMessage }) { _versionHashModifier = newValue } }
    }
    @exclusivity(unchecked) private var _versionHashModifier: String?
    /// Groups of property names whose values together must be unique among this entity's objects,
    /// sub-entities included (Core Data's `uniquenessConstraints`): `[["email"]]`, or a compound
    /// `[["firstName", "lastName"]]`. Attributes and to-one relationships may take part; a group
    /// with a `nil` value never conflicts. Part of the version hash, as in Core Data.
    ///
    /// A save that would break one fails with error 133021 (`constraintConflict`), unless the
    /// context's ``MergePolicy`` merges the new object into the stored one (see ``MergePolicy``).
    public var uniquenessConstraints: [[String]] {
        get { freezeState.read { _uniquenessConstraints } }
        set { freezeState.write({ frozenMutationMessage }) { _uniquenessConstraints = newValue } }
    }
    @exclusivity(unchecked) private var _uniquenessConstraints: [[String]]
    /// Indexes over one or more properties, built by the store (Core Data's `indexes`).
    /// Single-property indexes can also be asked for with `PropertyDescription.isIndexed`.
    public var indexes: [FetchIndexDescription] {
        get { freezeState.read { _indexes } }
        set { freezeState.write({ frozenMutationMessage }) { _indexes = newValue } }
    }
    @exclusivity(unchecked) private var _indexes: [FetchIndexDescription]

    // MARK: Resolved when frozen

    /// The parent entity, resolved when the model is frozen.
    public internal(set) var superentity: EntityDescription? {
        get { freezeState.read { _superentity } }
        set { freezeState.write({ frozenMutationMessage }) { _superentity = newValue } }
    }
    @exclusivity(unchecked) private var _superentity: EntityDescription?
    /// The direct sub-entities, resolved when the model is frozen. Setting them makes this entity
    /// their parent (Core Data's way of building inheritance in code: `media.subentities = [book]`),
    /// as setting each one's ``superentityName`` does.
    public var subentities: [EntityDescription] {
        get { freezeState.read { _subentities } }
        set {
            freezeState.write({ frozenMutationMessage }) { _subentities = newValue }
            let name = entityName
            for subentity in newValue where subentity.superentityName != name { subentity.superentityName = name }
        }
    }
    @exclusivity(unchecked) private var _subentities: [EntityDescription] = []
    /// All properties, inherited ones first, in storage order once the model is compiled; before
    /// that, the declared ones. Setting it sets ``declaredProperties`` (Core Data's way of building
    /// an entity in code: `entity.properties = [name, books]`).
    public var properties: [PropertyDescription] {
        get { freezeState.read { _properties.isEmpty ? _declaredProperties : _properties } }
        set {
            freezeState.write({ frozenMutationMessage }) {
                _declaredProperties = newValue
                _properties = []
            }
        }
    }
    @exclusivity(unchecked) private var _properties: [PropertyDescription] = []
    /// Properties by name (available once the model is frozen).
    public internal(set) var propertiesByName: [String: PropertyDescription] {
        get { freezeState.read { _propertiesByName } }
        set { freezeState.write({ frozenMutationMessage }) { _propertiesByName = newValue } }
    }
    @exclusivity(unchecked) private var _propertiesByName: [String: PropertyDescription] = [:]
    /// Attributes by name (available once the model is frozen).
    public internal(set) var attributesByName: [String: AttributeDescription] {
        get { freezeState.read { _attributesByName } }
        set { freezeState.write({ frozenMutationMessage }) { _attributesByName = newValue } }
    }
    @exclusivity(unchecked) private var _attributesByName: [String: AttributeDescription] = [:]
    /// Relationships by name (available once the model is frozen).
    public internal(set) var relationshipsByName: [String: RelationshipDescription] {
        get { freezeState.read { _relationshipsByName } }
        set { freezeState.write({ frozenMutationMessage }) { _relationshipsByName = newValue } }
    }
    @exclusivity(unchecked) private var _relationshipsByName: [String: RelationshipDescription] = [:]
    /// The SHA-256 version hash of this entity's persistent shape (available once frozen).
    public internal(set) var versionHash: Data {
        get { freezeState.read { _versionHash } }
        set { freezeState.write({ frozenMutationMessage }) { _versionHash = newValue } }
    }
    @exclusivity(unchecked) private var _versionHash: Data = Data()

    /// Whether the model of this entity is frozen.
    var isFrozen: Bool { freezeState.isFrozen }
    /// The space of this entity's temporary object IDs.
    @exclusivity(unchecked) private(set) var temporaryIDSpace: ObjectIDSpace! = nil
    /// Whether ``pinForObjectIDs()`` ran.
    private let isPinned = Locked(false)

    /// Core Data's `Z_ENT`: the entity's number in the model (1-based, in name order).
    var entityNumber = 0
    /// The root of the inheritance tree: the entity whose table holds this entity's rows.
    @exclusivity(unchecked) unowned(unsafe) var rootEntity: EntityDescription! = nil
    /// `propertiesByName` as indices into `properties`.
    @exclusivity(unchecked) var propertyIndex: [String: Int] = [:]
    /// Indices of the attributes in `properties`.
    @exclusivity(unchecked) var attributeIndices: [Int] = []
    /// The entity and all of its descendants.
    @exclusivity(unchecked) var selfAndDescendants: [EntityDescription] = []
    /// Indices of properties a store does not keep in the object's row (transient ones and
    /// to-many relationships).
    @exclusivity(unchecked) var unstoredIndices: [Int] = []
    /// Per property index: whether it is a transformable attribute (typed setters encode those).
    @exclusivity(unchecked) var isTransformable: [Bool] = []
    /// How saving validates each property (built when the model is frozen).
    @exclusivity(unchecked) var validationSteps: [ValidationStep] = []
    /// The values a new object of this entity starts with (shared until the first change).
    @exclusivity(unchecked) var initialValues: ContiguousArray<PropertyValue>?
    /// Whether every initial value can be copied bit for bit (no strings, data or to-many lists).
    @exclusivity(unchecked) var initialValuesAreBitwiseCopyable = false
    /// The relationships in storage order (`relationshipsByName` without the hashing).
    @exclusivity(unchecked) var relationships: [RelationshipDescription] = []
    /// A process-unique number (never 0), so caches can remember entities without retaining them.
    let serial = EntityDescription.nextSerial.wrappingAdd(1, ordering: .relaxed).newValue
    private static let nextSerial = Atomic<UInt32>(0)
    /// Indices of the derived attributes in `properties`, in property order.
    @exclusivity(unchecked) var derivedIndices: [Int] = []
    /// The derived attributes of other objects that read this entity's objects.
    @exclusivity(unchecked) var derivationWatches: [DerivationWatch] = []
    /// `Entity.attribute` of every derived attribute whose value depends on this entity's objects
    /// (its own, and others' that reach it through relationships, counts included): what a batch
    /// request, which does not recompute them, must not change.
    @exclusivity(unchecked) var derivedValueReaders: [String] = []
    /// The uniqueness constraints that apply to this entity: its own and its ancestors'.
    @exclusivity(unchecked) var resolvedConstraints: [UniquenessConstraint] = []

    /// Creates an entity from a list of properties.
    public init(
        name: String, managedObjectClass: ManagedObject.Type? = nil, isAbstract: Bool = false,
        superentity: String? = nil, uniquenessConstraints: [[String]] = [], indexes: [FetchIndexDescription] = [],
        properties: [PropertyDescription] = []
    ) {
        self._name = name
        self._managedObjectClass = managedObjectClass
        self._managedObjectClassName = managedObjectClass.map { String(describing: $0) }
        self._isAbstract = isAbstract
        self._superentityName = superentity
        self._declaredProperties = properties
        self._userInfo = [:]
        self._uniquenessConstraints = uniquenessConstraints
        self._indexes = indexes
        self.temporaryIDSpace = ObjectIDSpace(entity: self, store: nil)
    }

    /// Creates an entity with its properties listed in a builder block.
    ///
    /// ```swift
    /// EntityDescription(name: "Ingredient", uniquenessConstraints: [["name"]]) {
    ///     AttributeDescription(name: "name", type: .string, isOptional: false)
    /// }
    /// ```
    public convenience init(
        name: String, managedObjectClass: ManagedObject.Type? = nil, isAbstract: Bool = false,
        superentity: String? = nil, uniquenessConstraints: [[String]] = [], indexes: [FetchIndexDescription] = [],
        @PropertiesBuilder _ properties: () -> [PropertyDescription]
    ) {
        self.init(
            name: name, managedObjectClass: managedObjectClass, isAbstract: isAbstract, superentity: superentity,
            uniquenessConstraints: uniquenessConstraints, indexes: indexes, properties: properties())
    }

    /// Creates an entity to be configured property by property, as Core Data code does
    /// (`name`, `managedObjectClassName`, `properties`).
    public convenience init() {
        self.init(name: "")
    }

    /// Records the properties the model compiler laid out (inherited first, composites expanded).
    func setResolvedProperties(_ resolved: [PropertyDescription]) {
        freezeState.write({ frozenMutationMessage }) { _properties = resolved }
    }

    var frozenMutationMessage: String {
        "Entity '\(entityName)' belongs to a model that is in use by a coordinator; models are immutable once in use. Build a new model instead."
    }

    /// Whether this entity is `other` or inherits from it.
    public func isKind(of other: EntityDescription) -> Bool {
        var current: EntityDescription? = self
        while let entity = current {
            if entity === other { return true }
            current = entity.superentity
        }
        return false
    }

    /// Keeps an entity that belongs to no frozen model alive for the rest of the process, because
    /// an object ID now refers to it without retaining it (entities of frozen models live that
    /// long anyway, held by the model registry).
    func pinForObjectIDs() {
        isPinned.withLock { pinned in
            guard !pinned else { return }
            pinned = true
            Self.pinned.withLock { $0.append(self) }
        }
    }

    /// Entities kept alive by ``pinForObjectIDs()``.
    private static let pinned = Locked<[EntityDescription]>([])

    /// Whether the property at `index` is a transformable attribute (from the table built when the
    /// model is frozen; looked up for an entity not frozen yet).
    @inline(__always)
    func isTransformableAttribute(at index: Int) -> Bool {
        guard isTransformable.isEmpty else { return isTransformable[index] }
        return (properties[index] as? AttributeDescription)?.attributeType == .transformable
    }

    /// The persistent (non-transient) properties, in storage order.
    public var persistentProperties: [PropertyDescription] { properties.filter { !$0.isTransient } }

    /// The entity's name.
    public var description: String { entityName }
}

/// Collects the properties of an ``EntityDescription`` written in a builder block.
@resultBuilder
public enum PropertiesBuilder {
    /// Collects the listed properties.
    public static func buildBlock(_ parts: [PropertyDescription]...) -> [PropertyDescription] { parts.flatMap { $0 } }
    /// Wraps one property.
    public static func buildExpression(_ property: PropertyDescription) -> [PropertyDescription] { [property] }
    /// Keeps an optional group.
    public static func buildOptional(_ parts: [PropertyDescription]?) -> [PropertyDescription] { parts ?? [] }
    /// Keeps either branch of a condition.
    public static func buildEither(first: [PropertyDescription]) -> [PropertyDescription] { first }
    /// Keeps either branch of a condition.
    public static func buildEither(second: [PropertyDescription]) -> [PropertyDescription] { second }
    /// Flattens a loop.
    public static func buildArray(_ parts: [[PropertyDescription]]) -> [PropertyDescription] { parts.flatMap { $0 } }
}
