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
