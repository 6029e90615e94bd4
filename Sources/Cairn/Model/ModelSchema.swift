import Foundation

/// A model as plain data: what a store keeps so any Cairn store describes itself, and what tools
/// (`cairn inspect`) read without the model's source.
public struct ModelSchema: Codable, Sendable, Equatable {
    /// One entity.
    public struct Entity: Codable, Sendable, Equatable {
        /// The entity's name.
        public var name: String
        /// The recorded class name.
        public var className: String?
        /// Whether the entity is abstract.
        public var isAbstract: Bool
        /// The parent entity's name.
        public var superentity: String?
        /// The declared properties.
        public var properties: [Property]
        /// The entity's version hash modifier (part of its version hash).
        public var versionHashModifier: String?
        /// The entity's name in the previous model version, for migrations.
        public var renamingIdentifier: String?
        /// Uniqueness constraints (absent when there are none).
        public var uniquenessConstraints: [[String]]?
        /// Indexes over several properties (absent when there are none).
        public var indexes: [FetchIndexDescription]?
    }

    /// One property.
    public struct Property: Codable, Sendable, Equatable {
        /// The property's name.
        public var name: String
        /// `attribute` or `relationship`.
        public var kind: String
        /// The attribute type, for attributes.
        public var attributeType: AttributeType?
        /// The Codable type's name, for transformable attributes.
        public var valueTypeName: String?
        /// The default value rendered as text, for attributes with one.
        public var defaultValue: String?
        /// Destination entity, for relationships.
        public var destination: String?
        /// Inverse relationship name, for relationships.
        public var inverse: String?
        /// Delete rule, for relationships.
        public var deleteRule: DeleteRule?
        /// Minimum count, for relationships.
        public var minCount: Int?
        /// Maximum count, for relationships (1 = to-one, 0 = unbounded).
        public var maxCount: Int?
        /// Whether a to-many relationship is ordered.
        public var isOrdered: Bool?
        /// Whether the property is optional.
        public var isOptional: Bool
        /// Whether the property is transient.
        public var isTransient: Bool
        /// Whether the property is indexed.
        public var isIndexed: Bool
        /// The property's version hash modifier (part of its entity's version hash).
        public var versionHashModifier: String?
        /// The property's name in the previous model version, for migrations.
        public var renamingIdentifier: String?
        /// Minimum value, rendered as text, for attributes with one.
        public var minValue: String?
        /// Maximum value, rendered as text, for attributes with one.
        public var maxValue: String?
        /// Minimum string length, for attributes with one.
        public var minLength: Int?
        /// Maximum string length, for attributes with one.
        public var maxLength: Int?
        /// Regular expression, for attributes with one.
        public var regularExpression: String?
        /// Whether the attribute is full-text indexed (`nil` for no).
        public var isSearchable: Bool?
        /// The derivation in the predicate format language, for derived attributes.
        public var derivation: String?
        /// The elements, for composite attributes.
        public var elements: [Property]?
        /// The value transformer's name, for transformable attributes with one.
        public var valueTransformerName: String?
        /// Whether history keeps the value of deleted objects (`nil` for no).
        public var preservesValueInHistoryOnDeletion: Bool?
    }

    /// The model's version name.
    public var versionIdentifier: String?
    /// The entities.
    public var entities: [Entity]

    /// Captures a model.
    public init(_ model: ManagedObjectModel) {
        versionIdentifier = model.versionIdentifier
        entities = model.entities.map { entity in
            Entity(
                name: entity.entityName, className: entity.managedObjectClassName, isAbstract: entity.isAbstract,
                superentity: entity.superentityName, properties: entity.declaredProperties.map(Self.property),
                versionHashModifier: entity.versionHashModifier, renamingIdentifier: entity.renamingIdentifier,
                uniquenessConstraints: entity.uniquenessConstraints.isEmpty ? nil : entity.uniquenessConstraints,
                indexes: entity.indexes.isEmpty ? nil : entity.indexes)
        }
    }

    private static func property(_ property: PropertyDescription) -> Property {
        var result = Property(
            name: property.name, kind: "attribute", isOptional: property.isOptional, isTransient: property.isTransient,
            isIndexed: property.isIndexed, versionHashModifier: property.versionHashModifier, renamingIdentifier: property.renamingIdentifier)
        if let attribute = property as? AttributeDescription {
            result.attributeType = attribute.attributeType
            result.valueTypeName = attribute.valueTypeName
            result.defaultValue = attribute.defaultValue.flatMap(DefaultValueText.render)
            result.minValue = attribute.minValue.flatMap(DefaultValueText.render)
            result.maxValue = attribute.maxValue.flatMap(DefaultValueText.render)
            result.minLength = attribute.minLength
            result.maxLength = attribute.maxLength
            result.regularExpression = attribute.regularExpression
            result.isSearchable = attribute.isSearchable ? true : nil
            result.valueTransformerName = attribute.valueTransformerName
            result.preservesValueInHistoryOnDeletion = attribute.preservesValueInHistoryOnDeletion ? true : nil
            result.derivation = (attribute as? DerivedAttributeDescription)?.derivationExpression.map { "\($0)" }
            result.elements = (attribute as? CompositeAttributeDescription)?.elements.map(Self.property)
        } else if let relationship = property as? RelationshipDescription {
            result.kind = "relationship"
            result.destination = relationship.destinationEntityName
            result.inverse = relationship.inverseName
            result.deleteRule = relationship.deleteRule
            result.minCount = relationship.minCount
            result.maxCount = relationship.maxCount
            result.isOrdered = relationship.isOrdered
        }
        return result
    }

    /// Rebuilds a model (classes unbound, so objects are plain `ManagedObject`s).
    public func makeModel() throws -> ManagedObjectModel {
        let model = ManagedObjectModel(
            entities: try entities.map { entity in
                let description = EntityDescription(
                    name: entity.name, isAbstract: entity.isAbstract, superentity: entity.superentity,
                    uniquenessConstraints: entity.uniquenessConstraints ?? [], indexes: entity.indexes ?? [],
                    properties: try entity.properties.map(Self.makeProperty))
                description.managedObjectClassName = entity.className
                description.versionHashModifier = entity.versionHashModifier
                description.renamingIdentifier = entity.renamingIdentifier
                return description
            })
        model.versionIdentifier = versionIdentifier
        return model
    }

    private static func makeProperty(_ property: Property) throws -> PropertyDescription {
        let result: PropertyDescription
        if property.kind == "relationship" {
            result = RelationshipDescription(
                name: property.name, destination: property.destination ?? "", inverse: property.inverse,
                ordered: property.isOrdered ?? false, deleteRule: property.deleteRule ?? .nullify,
                minCount: property.minCount ?? 0, maxCount: property.maxCount ?? 1)
        } else {
            let type = property.attributeType ?? .string
            let attribute: AttributeDescription
            if let derivation = property.derivation {
                let expression: FetchExpression
                do { expression = try FetchExpression.parse(format: derivation) } catch {
                    throw CairnError(
                        .invalidModel,
                        "The stored model's derived attribute '\(property.name)' has derivation '\(derivation)', which does not parse: \(error).",
                        property: property.name)
                }
                attribute = DerivedAttributeDescription(name: property.name, type: type, derivationExpression: expression)
            } else if let elements = property.elements {
                attribute = CompositeAttributeDescription(name: property.name, elements: try elements.map { try makeProperty($0) as! AttributeDescription })
            } else {
                attribute = AttributeDescription(name: property.name, type: type)
            }
            attribute.valueTransformerName = property.valueTransformerName
            attribute.preservesValueInHistoryOnDeletion = property.preservesValueInHistoryOnDeletion ?? false
            attribute.valueTypeName = property.valueTypeName
            if let text = property.defaultValue {
                attribute.defaultValue = try DefaultValueText.parse(text, as: type, property: property.name)
            }
            let boundType: AttributeType = type == .date || type.isInteger ? type : .double
            attribute.minValue = try property.minValue.map { try DefaultValueText.parse($0, as: boundType, property: property.name) }
            attribute.maxValue = try property.maxValue.map { try DefaultValueText.parse($0, as: boundType, property: property.name) }
            attribute.minLength = property.minLength
            attribute.maxLength = property.maxLength
            attribute.regularExpression = property.regularExpression
            attribute.isSearchable = property.isSearchable ?? false
            result = attribute
        }
        result.isOptional = property.isOptional
        result.isTransient = property.isTransient
        result.isIndexed = property.isIndexed
        result.versionHashModifier = property.versionHashModifier
        result.renamingIdentifier = property.renamingIdentifier
        return result
    }

    /// The schema as JSON.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads a schema from JSON.
    public static func decode(_ data: Data) throws -> ModelSchema {
        try JSONDecoder().decode(ModelSchema.self, from: data)
    }
}
