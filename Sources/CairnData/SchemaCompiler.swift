import Cairn

/// Builds the engine model of a schema's classes from their `@Model` metadata.
struct SchemaCompiler {
    let types: [any PersistentModel.Type]

    func compile() throws -> ManagedObjectModel {
        var entities: [EntityDescription] = []
        var relationships: [(entity: String, property: Schema.PropertyMetadata, description: RelationshipDescription, destination: any PersistentModel.Type)] =
            []
        for type in types {
            let name = Schema.entityName(type)
            var properties: [PropertyDescription] = []
            var constraints: [[String]] = []
            for property in type.schemaMetadata {
                let kind = ValueKind(property.valueType)
                switch kind {
                case .attribute(let attributeType, let isOptional):
                    let attribute = AttributeDescription(name: property.name, type: attributeType, isOptional: isOptional)
                    if let value = property.defaultValue, let converted = Self.propertyValue(value) { attribute.defaultValue = converted }
                    try apply(property.metadata as? Schema.Attribute, to: attribute, in: name, constraints: &constraints)
                    properties.append(attribute)
                case .codable(let codable, let isOptional):
                    let attribute = Self.codableAttribute(property.name, codable, isOptional: isOptional)
                    try apply(property.metadata as? Schema.Attribute, to: attribute, in: name, constraints: &constraints)
                    properties.append(attribute)
                case .toOne(let destination, let isOptional):
                    let relationship = RelationshipDescription(name: property.name, destination: Schema.entityName(destination), isOptional: isOptional)
                    apply(property.metadata as? Schema.Relationship, to: relationship)
                    relationships.append((name, property, relationship, destination))
                    properties.append(relationship)
                case .toMany(let destination):
                    let relationship = RelationshipDescription(name: property.name, destination: Schema.entityName(destination), toMany: true)
                    apply(property.metadata as? Schema.Relationship, to: relationship)
                    relationships.append((name, property, relationship, destination))
                    properties.append(relationship)
                case .unsupported:
                    throw CairnError(
                        .invalidModel,
                        "\(name).\(property.name) has type \(property.valueType), which a model cannot store: use an attribute type (String, Int, Double, Bool, Date, Data, UUID, URL, Decimal), an enum with raw values, a Codable type, another @Model class or an array of them, or mark it @Transient."
                    )
                }
            }
            let entity = EntityDescription(name: name, managedObjectClass: ModelObject.self, uniquenessConstraints: constraints, properties: properties)
            entity.managedObjectClassName = name
            entity.uniquenessConstraints += try type._$cairnUniqueness.map { try names(of: $0, in: type, for: "#Unique") }
            entity.indexes = try type._$cairnIndexes.map { FetchIndexDescription(try names(of: $0, in: type, for: "#Index")) }
            entities.append(entity)
        }
        try pairInverses(relationships)
        return ManagedObjectModel(entities: entities)
    }

    /// The property names of key paths of `type`.
    private func names(of keyPaths: [AnyKeyPath], in type: any PersistentModel.Type, for use: String) throws -> [String] {
        try keyPaths.map { keyPath in
            guard let name = KeyPathNames.name(of: keyPath, in: type) else {
                throw CairnError(.invalidModel, "\(use) of \(type) names \(keyPath), which is not a persisted property of \(type).")
            }
            return name
        }
    }

    private func apply(_ options: Schema.Attribute?, to attribute: AttributeDescription, in entity: String, constraints: inout [[String]]) throws {
        guard let options else { return }
        for option in options.options {
            switch option.kind {
            case .unique: constraints.append([attribute.name])
            case .ephemeral: attribute.isTransient = true
            case .preserveValueOnDeletion: attribute.preservesValueInHistoryOnDeletion = true
            case .transformable(let name): attribute.valueTransformerName = name
            case .externalStorage, .spotlight, .allowsCloudEncryption: break
            }
        }
        attribute.renamingIdentifier = options.originalName
        attribute.versionHashModifier = options.hashModifier
    }

    private func apply(_ options: Schema.Relationship?, to relationship: RelationshipDescription) {
        guard let options else { return }
        relationship.deleteRule = options.deleteRule.engineRule
        if relationship.isToMany {
            relationship.minCount = options.minimumModelCount ?? 0
            relationship.maxCount = options.maximumModelCount ?? 0
        }
        relationship.renamingIdentifier = options.originalName
        relationship.versionHashModifier = options.hashModifier
    }

    /// Wires each relationship to its inverse: the one `inverse:` names (on either side), or else
    /// the only relationship of the destination that points back and has no other partner, as
    /// SwiftData infers it.
    private func pairInverses(
        _ relationships: [(entity: String, property: Schema.PropertyMetadata, description: RelationshipDescription, destination: any PersistentModel.Type)]
    ) throws {
        func find(_ entity: String, _ name: String) -> RelationshipDescription? {
            relationships.first { $0.entity == entity && $0.description.name == name }?.description
        }
        for relationship in relationships {
            guard let inverse = (relationship.property.metadata as? Schema.Relationship)?.inverse else { continue }
            let destination = Schema.entityName(relationship.destination)
            guard let name = KeyPathNames.name(of: inverse, in: relationship.destination), let other = find(destination, name) else {
                throw CairnError(
                    .invalidModel,
                    "\(relationship.entity).\(relationship.property.name) names inverse \(inverse), which is not a relationship of \(destination).")
            }
            relationship.description.inverseName = name
            other.inverseName = relationship.description.name
        }
        for relationship in relationships where relationship.description.inverseName == nil {
            let destination = Schema.entityName(relationship.destination)
            let candidates = relationships.filter {
                $0.entity == destination && $0.description.destinationEntityName == relationship.entity
                    && $0.description.inverseName == nil && $0.description !== relationship.description
            }
            if candidates.count == 1 {
                relationship.description.inverseName = candidates[0].description.name
                candidates[0].description.inverseName = relationship.description.name
            }
        }
    }

    private static func codableAttribute<T: Codable>(_ name: String, _ type: T.Type, isOptional: Bool) -> AttributeDescription {
        AttributeDescription(name: name, codable: type, isOptional: isOptional)
    }

    /// A declaration's initial value as an attribute default, when it converts.
    private static func propertyValue(_ value: Any) -> PropertyValue? {
        if let native = value as? any PropertyValueConvertible { return native.propertyValue }
        if let raw = value as? any RawRepresentable, let native = raw.rawValue as? any PropertyValueConvertible { return native.propertyValue }
        return nil
    }
}
