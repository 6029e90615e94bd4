import Foundation

/// A relationship from one entity to another: to-one, to-many or ordered to-many.
///
/// ```swift
/// let notes = RelationshipDescription(name: "notes", destination: "Note", inverse: "notebook",
///                                     toMany: true, deleteRule: .cascade)
/// let notebook = RelationshipDescription(name: "notebook", destination: "Notebook", inverse: "notes")
/// ```
public final class RelationshipDescription: PropertyDescription, @unchecked Sendable {
    /// The name of the entity at the other end.
    public var destinationEntityName: String {
        get { freezeState.read { _declaredDestination?.entityName ?? _destinationEntityName } }
        set { freezeState.write({ frozenMutationMessage }) { _destinationEntityName = newValue } }
    }
    @exclusivity(unchecked) private var _destinationEntityName: String
    /// The name of the relationship on the destination that points back, if any.
    public var inverseName: String? {
        get { freezeState.read { _inverseName ?? _declaredInverse?.name } }
        set { freezeState.write({ frozenMutationMessage }) { _inverseName = newValue } }
    }
    @exclusivity(unchecked) private var _inverseName: String?
    /// What deleting the source does to the destination.
    public var deleteRule: DeleteRule {
        get { freezeState.read { _deleteRule } }
        set { freezeState.write({ frozenMutationMessage }) { _deleteRule = newValue } }
    }
    @exclusivity(unchecked) private var _deleteRule: DeleteRule
    /// The minimum number of destination objects (0 = no minimum).
    public var minCount: Int {
        get { freezeState.read { _minCount } }
        set { freezeState.write({ frozenMutationMessage }) { _minCount = newValue } }
    }
    @exclusivity(unchecked) private var _minCount: Int
    /// The maximum number of destination objects (1 = to-one, 0 = unbounded).
    public var maxCount: Int {
        get { freezeState.read { _maxCount } }
        set { freezeState.write({ frozenMutationMessage }) { _maxCount = newValue } }
    }
    @exclusivity(unchecked) private var _maxCount: Int
    /// Whether a to-many relationship keeps its order.
    public var isOrdered: Bool {
        get { freezeState.read { _isOrdered } }
        set { freezeState.write({ frozenMutationMessage }) { _isOrdered = newValue } }
    }
    @exclusivity(unchecked) private var _isOrdered: Bool

    /// The entity at the other end: the one set here (Core Data's way of building a model in code,
    /// where the relationship names its destination by object), resolved from
    /// ``destinationEntityName`` when the model is frozen otherwise.
    ///
    /// ```swift
    /// let books = RelationshipDescription()
    /// books.name = "books"
    /// books.destinationEntity = bookEntity
    /// ```
    public var destinationEntity: EntityDescription? {
        get { freezeState.read { _destinationEntity ?? _declaredDestination } }
        set { freezeState.write({ frozenMutationMessage }) { _declaredDestination = newValue } }
    }
    @exclusivity(unchecked) private var _destinationEntity: EntityDescription?
    // Set in code; its name is read when the model compiles, so the entity may be named later.
    @exclusivity(unchecked) private var _declaredDestination: EntityDescription?
    /// The relationship on the destination that points back: the one set here, or the one named
    /// by ``inverseName``, resolved when the model is frozen.
    public var inverseRelationship: RelationshipDescription? {
        get { freezeState.read { _inverseRelationship ?? _declaredInverse } }
        set { freezeState.write({ frozenMutationMessage }) { _declaredInverse = newValue } }
    }
    @exclusivity(unchecked) private var _inverseRelationship: RelationshipDescription?
    @exclusivity(unchecked) private var _declaredInverse: RelationshipDescription?

    /// Records what the model compiler resolved (the destination and the inverse, if any).
    func resolve(destination: EntityDescription, inverse: RelationshipDescription?) {
        freezeState.write({ frozenMutationMessage }) {
            _destinationEntity = destination
            _inverseRelationship = inverse
        }
    }

    /// Whether the relationship holds many objects.
    public var isToMany: Bool { maxCount != 1 }

    /// Creates a relationship.
    ///
    /// - Parameters:
    ///   - name: the relationship's name.
    ///   - destination: the destination entity's name.
    ///   - inverse: the inverse relationship's name on the destination (recommended: Core Data keeps
    ///     both sides consistent only through the inverse).
    ///   - toMany: whether it holds many objects.
    ///   - ordered: whether a to-many relationship keeps insertion order.
    ///   - deleteRule: what deleting the source does to the destination.
    ///   - isOptional: whether it may be empty / `nil`.
    ///   - minCount: the fewest objects a to-many relationship may hold when saved (validated at
    ///     save; `0`: no minimum).
    ///   - maxCount: the most objects it may hold when saved (`nil`: no maximum for a to-many
    ///     relationship, one for a to-one).
    public init(
        name: String, destination: String, inverse: String? = nil, toMany: Bool = false,
        ordered: Bool = false, deleteRule: DeleteRule = .nullify, isOptional: Bool = true,
        minCount: Int = 0, maxCount: Int? = nil
    ) {
        self._destinationEntityName = destination
        self._inverseName = inverse
        self._deleteRule = deleteRule
        self._minCount = minCount
        self._maxCount = maxCount ?? (toMany ? 0 : 1)
        self._isOrdered = ordered
        super.init(name: name, isOptional: isOptional, isTransient: false, isIndexed: false)
    }

    /// Creates a to-one relationship to be configured property by property, as Core Data code does
    /// (`name`, `destinationEntity`, `inverseRelationship`, `maxCount`, `deleteRule`).
    public convenience init() {
        self.init(name: "", destination: "")
    }

    override var hashComponents: [String] {
        super.hashComponents + [
            "relationship", destinationEntityName, inverseName ?? "", isToMany ? "many" : "one",
            isOrdered ? "ordered" : "unordered", String(minCount), String(maxCount),
        ]
    }

    /// A short description such as `notes -> [Note]`.
    public override var description: String {
        isToMany ? "\(name) -> [\(destinationEntityName)]" : "\(name) -> \(destinationEntityName)"
    }
}
