import Cairn

extension Schema {
    /// One model class as the schema describes it (SwiftData's `Schema.Entity`): its name, its
    /// attributes and its relationships.
    ///
    /// ```swift
    /// for entity in Schema([Trip.self]).entities {
    ///     print(entity.name, entity.attributes.map(\.name), entity.relationships.map(\.name))
    /// }
    /// ```
    public final class Entity: @unchecked Sendable, CustomStringConvertible {
        // Safety: every property is a `let` of Sendable values, set once by `Schema.entities`.

        /// The entity's name (the model class's name).
        public let name: String
        /// The persisted attributes, in declaration order.
        public let attributes: [Attribute]
        /// The relationships, in declaration order.
        public let relationships: [Relationship]
        /// The name of the entity this one inherits from, if any.
        public let superentityName: String?

        /// The attributes' and relationships' names, in declaration order.
        public let propertyNames: [String]

        init(_ description: EntityDescription) {
            name = description.entityName
            superentityName = description.superentityName
            propertyNames = description.properties.map(\.name)
            attributes = description.attributesByName.values.sorted { $0.name < $1.name }.map { attribute in
                var result = Attribute()
                result.name = attribute.name
                result.isOptional = attribute.isOptional
                if description.uniquenessConstraints.contains([attribute.name]) { result.options = [.unique] }
                return result
            }
            relationships = description.relationshipsByName.values.sorted { $0.name < $1.name }.map { relationship in
                var result = Relationship(deleteRule: Relationship.DeleteRule(engine: relationship.deleteRule))
                result.name = relationship.name
                result.destination = relationship.destinationEntityName
                result.isToMany = relationship.isToMany
                result.isOptional = relationship.isOptional
                return result
            }
        }

        /// The entity's name and properties.
        public var description: String { "Schema.Entity(\(name): \(propertyNames.joined(separator: ", ")))" }
    }

    /// The schema's entities, one per model class (SwiftData's `entities`); none for a schema
    /// whose classes cannot be modelled (creating its container says why).
    public var entities: [Entity] {
        guard let model = try? managedObjectModel() else { return [] }
        return model.entities.map(Entity.init)
    }

    /// The schema's entities by name (SwiftData's `entitiesByName`).
    public var entitiesByName: [String: Entity] {
        Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
