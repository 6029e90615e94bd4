/// How the objects of one entity move to the next model version (Core Data's `NSEntityMapping`).
public struct EntityMapping: Sendable, Hashable, CustomStringConvertible {
    /// The mapping's name (Core Data's `SourceToDestination`, or the entity's name).
    public var name: String
    /// What the mapping does.
    public var mappingType: EntityMappingType
    /// The entity of the source model the objects come from (`nil` for an added entity).
    public var sourceEntityName: String?
    /// The entity of the destination model the objects go to (`nil` for a removed entity).
    public var destinationEntityName: String?
    /// How each stored attribute of the destination entity gets its value.
    public var attributeMappings: [PropertyMapping]
    /// How each relationship of the destination entity gets its destinations.
    public var relationshipMappings: [PropertyMapping]
    /// Which source objects are carried over (all without a filter). Objects a filter leaves
    /// behind are unlinked from the objects that pointed to them; a required to-one relationship
    /// losing its destination stops the migration with an error naming it.
    public var sourceFilter: MigrationFilter?
    /// Runs before the entity's objects are copied.
    public var willMigrate: MigrationHook?
    /// Runs after the entity's objects are copied (before the new store's indexes exist).
    public var didMigrate: MigrationHook?

    /// Creates an entity mapping.
    public init(
        name: String, mappingType: EntityMappingType, sourceEntityName: String?, destinationEntityName: String?,
        attributeMappings: [PropertyMapping] = [], relationshipMappings: [PropertyMapping] = []
    ) {
        self.name = name
        self.mappingType = mappingType
        self.sourceEntityName = sourceEntityName
        self.destinationEntityName = destinationEntityName
        self.attributeMappings = attributeMappings
        self.relationshipMappings = relationshipMappings
    }

    /// `Note: transform (adds isPinned, renames body ← text)`, for plans and logs.
    public var description: String {
        let entity = destinationEntityName ?? sourceEntityName ?? name
        var changes: [String] = []
        if let source = sourceEntityName, let destination = destinationEntityName, source != destination { changes.append("renamed from \(source)") }
        for mapping in attributeMappings + relationshipMappings {
            switch mapping.value {
            case .sourceProperty(let source, _) where source != mapping.name: changes.append("renames \(mapping.name) ← \(source)")
            case .constant(let value): changes.append("adds \(mapping.name)" + (value.isNull ? "" : " = \(value)"))
            case .transform(let transform): changes.append("computes \(mapping.name) from \(transform.reading.joined(separator: ", "))")
            default: continue
            }
        }
        if let filter = sourceFilter { changes.append("filters by \(filter.reading.joined(separator: ", "))") }
        return "\(entity): \(mappingType.rawValue)" + (changes.isEmpty ? "" : " (\(changes.joined(separator: ", ")))")
    }
}
