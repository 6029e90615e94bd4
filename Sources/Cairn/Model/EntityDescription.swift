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
    // Stored properties are `@exclusivity(unchecked)`: they are read on every property access and
    // save, and written only while the model is built, so the runtime's access tracking (~15 % of
    // an insert) buys nothing.
    // Safety: mutated only while a model is built (setters check `isFrozen`); after `freeze()` every
    // stored property is read-only, so sharing across threads is safe.

    /// The entity's name, unique in the model.
    @exclusivity(unchecked) public var name: String { didSet { checkMutable() } }
    /// The `ManagedObject` subclass instantiated for this entity (`ManagedObject` itself when `nil`).
    @exclusivity(unchecked) public var managedObjectClass: ManagedObject.Type? {
        didSet {
            checkMutable()
            if let cls = managedObjectClass { managedObjectClassName = String(describing: cls) }
        }
    }
    /// The class name recorded in the model (Xcode's `representedClassName`).
    @exclusivity(unchecked) public var managedObjectClassName: String? { didSet { checkMutable() } }
    /// Whether the entity can have no instances of its own (only of sub-entities).
    @exclusivity(unchecked) public var isAbstract: Bool { didSet { checkMutable() } }
    /// The name of the parent entity, if this entity inherits from one.
    @exclusivity(unchecked) public var superentityName: String? { didSet { checkMutable() } }
    /// The properties declared by this entity itself (not inherited).
    @exclusivity(unchecked) public var declaredProperties: [PropertyDescription] { didSet { checkMutable() } }
    /// Extra information for your own use; ignored by the engine.
    @exclusivity(unchecked) public var userInfo: [String: String] { didSet { checkMutable() } }
    /// A string mixed into the version hash to force a new version without another change.
    @exclusivity(unchecked) public var versionHashModifier: String? { didSet { checkMutable() } }
    /// Groups of property names whose values together must be unique among this entity's objects,
    /// sub-entities included (Core Data's `uniquenessConstraints`): `[["email"]]`, or a compound
    /// `[["firstName", "lastName"]]`. Attributes and to-one relationships may take part; a group
    /// with a `nil` value never conflicts. Part of the version hash, as in Core Data.
    ///
    /// A save that would break one fails with error 133021 (`constraintConflict`), unless the
    /// context's ``MergePolicy`` merges the new object into the stored one (see ``MergePolicy``).
    @exclusivity(unchecked) public var uniquenessConstraints: [[String]] { didSet { checkMutable() } }
    /// Indexes over one or more properties, built by the store (Core Data's `indexes`).
    /// Single-property indexes can also be asked for with `PropertyDescription.isIndexed`.
    @exclusivity(unchecked) public var indexes: [FetchIndexDescription] { didSet { checkMutable() } }

    // MARK: Resolved when frozen

    /// The parent entity, resolved when the model is frozen.
    @exclusivity(unchecked) public internal(set) unowned var superentity: EntityDescription?
    /// The direct sub-entities, resolved when the model is frozen.
    @exclusivity(unchecked) public internal(set) var subentities: [EntityDescription] = []
    /// All properties, inherited ones first, in storage order (available once the model is frozen).
    @exclusivity(unchecked) public internal(set) var properties: [PropertyDescription] = []
    /// Properties by name (available once the model is frozen).
    @exclusivity(unchecked) public internal(set) var propertiesByName: [String: PropertyDescription] = [:]
    /// Attributes by name (available once the model is frozen).
    @exclusivity(unchecked) public internal(set) var attributesByName: [String: AttributeDescription] = [:]
    /// Relationships by name (available once the model is frozen).
    @exclusivity(unchecked) public internal(set) var relationshipsByName: [String: RelationshipDescription] = [:]
    /// The SHA-256 version hash of this entity's persistent shape (available once frozen).
    public internal(set) var versionHash = Data()

    var isFrozen = false
    /// The space of this entity's temporary object IDs.
    @exclusivity(unchecked) private(set) var temporaryIDSpace: ObjectIDSpace! = nil
    /// Whether ``pinForObjectIDs()`` ran.
    private let isPinned = Mutex(false)

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
    /// The uniqueness constraints that apply to this entity: its own and its ancestors'.
    @exclusivity(unchecked) var resolvedConstraints: [UniquenessConstraint] = []

    /// Creates an entity from a list of properties.
    public init(
        name: String, managedObjectClass: ManagedObject.Type? = nil, isAbstract: Bool = false,
        superentity: String? = nil, uniquenessConstraints: [[String]] = [], indexes: [FetchIndexDescription] = [],
        properties: [PropertyDescription] = []
    ) {
        self.name = name
        self.managedObjectClass = managedObjectClass
        self.managedObjectClassName = managedObjectClass.map { String(describing: $0) }
        self.isAbstract = isAbstract
        self.superentityName = superentity
        self.declaredProperties = properties
        self.userInfo = [:]
        self.uniquenessConstraints = uniquenessConstraints
        self.indexes = indexes
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

    func checkMutable() {
        precondition(!isFrozen, "Entity '\(name)' belongs to a model that is in use by a coordinator; models are immutable once in use. Build a new model instead.")
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
    /// an object ID now refers to it `unowned(unsafe)` (entities of frozen models live that long anyway).
    func pinForObjectIDs() {
        isPinned.withLock { pinned in
            guard !pinned else { return }
            pinned = true
            _ = Unmanaged.passRetained(self)
        }
    }

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
    public var description: String { name }
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
