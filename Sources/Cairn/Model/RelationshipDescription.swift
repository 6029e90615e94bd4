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
    @exclusivity(unchecked) public var destinationEntityName: String { didSet { checkMutable() } }
    /// The name of the relationship on the destination that points back, if any.
    @exclusivity(unchecked) public var inverseName: String? { didSet { checkMutable() } }
    /// What deleting the source does to the destination.
    @exclusivity(unchecked) public var deleteRule: DeleteRule { didSet { checkMutable() } }
    /// The minimum number of destination objects (0 = no minimum).
    @exclusivity(unchecked) public var minCount: Int { didSet { checkMutable() } }
    /// The maximum number of destination objects (1 = to-one, 0 = unbounded).
    @exclusivity(unchecked) public var maxCount: Int { didSet { checkMutable() } }
    /// Whether a to-many relationship keeps its order.
    @exclusivity(unchecked) public var isOrdered: Bool { didSet { checkMutable() } }

    /// The destination entity, resolved when the model is frozen.
    @exclusivity(unchecked) public internal(set) unowned var destinationEntity: EntityDescription?
    /// The inverse relationship, resolved when the model is frozen.
    @exclusivity(unchecked) public internal(set) unowned var inverseRelationship: RelationshipDescription?

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
    public init(
        name: String, destination: String, inverse: String? = nil, toMany: Bool = false,
        ordered: Bool = false, deleteRule: DeleteRule = .nullify, isOptional: Bool = true,
        minCount: Int = 0, maxCount: Int? = nil
    ) {
        self.destinationEntityName = destination
        self.inverseName = inverse
        self.deleteRule = deleteRule
        self.minCount = minCount
        self.maxCount = maxCount ?? (toMany ? 0 : 1)
        self.isOrdered = ordered
        super.init(name: name, isOptional: isOptional, isTransient: false, isIndexed: false)
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
