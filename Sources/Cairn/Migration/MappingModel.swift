import Foundation

/// How the data of a store written with one model version becomes the data of the next
/// (Core Data's `NSMappingModel`): one ``EntityMapping`` per entity of either model.
///
/// Most changes need no mapping written by hand: ``inferredMappingModel(forSourceModel:destinationModel:)``
/// infers one with Core Data's lightweight-migration rules, and a container does that by itself
/// when it opens an older store (see `docs/Migrations.md`).
///
/// ```swift
/// let mapping = try MappingModel.inferredMappingModel(forSourceModel: v1, destinationModel: v2)
/// for entity in mapping.entityMappings { print(entity) }   // Note: copy, adds "isPinned", renames "body" ← "text"
/// ```
public struct MappingModel: Sendable, CustomStringConvertible {
    /// The entity mappings: copies and transforms of the source's entities, additions and removals.
    public var entityMappings: [EntityMapping]

    /// Creates a mapping model from its entity mappings.
    public init(entityMappings: [EntityMapping]) {
        self.entityMappings = entityMappings
    }

    /// The mapping that fills `destinationEntity`, if any.
    public func mapping(forDestinationEntity name: String) -> EntityMapping? {
        entityMappings.first { $0.destinationEntityName == name }
    }

    /// One line per entity mapping.
    public var description: String { entityMappings.map(\.description).joined(separator: "\n") }
}

extension MappingModel {
    /// What a migration with this mapping leaves behind in a store of `source`: `Entity` for a
    /// removed entity and its objects, `Entity.property` for a stored property no mapping reads.
    /// Empty when every value is carried over (`cairn migrate` prints it with the plan).
    public func droppedData(source: ManagedObjectModel) -> [String] {
        var dropped: [String] = []
        for entityMapping in entityMappings {
            guard let name = entityMapping.sourceEntityName, let entity = source.entitiesByName[name] else { continue }
            if entityMapping.mappingType == .remove {
                dropped.append(name)
                continue
            }
            var read: Set<String> = []
            for value in (entityMapping.attributeMappings + entityMapping.relationshipMappings).map(\.value) {
                switch value {
                case .sourceProperty(let property, _): read.insert(property)
                case .transform(let transform): read.formUnion(transform.reading)
                case .constant: continue
                }
            }
            for property in entity.properties where !property.isTransient && !read.contains(property.name) {
                // The links of a one-to-many relationship live in its inverse's foreign key: they
                // are dropped (and reported) with the inverse, if at all.
                if let relationship = property as? RelationshipDescription, relationship.isToMany, relationship.inverseRelationship?.isToMany == false {
                    continue
                }
                dropped.append("\(name).\(property.name)")
            }
        }
        return dropped
    }
}
