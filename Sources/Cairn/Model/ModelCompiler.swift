import Crypto
import Foundation

/// Resolves and checks a model before it is frozen: parents, inherited properties, relationship
/// destinations and inverses, entity numbers, storage indices and version hashes.
struct ModelCompiler {
    let model: ManagedObjectModel

    func compile() throws {
        let entities = model.entities
        var byName: [String: EntityDescription] = [:]
        for entity in entities {
            guard byName[entity.entityName] == nil else {
                throw CairnError(.invalidModel, "The model has two entities named '\(entity.entityName)'.", entity: entity.entityName)
            }
            guard !entity.entityName.isEmpty else { throw CairnError(.invalidModel, "An entity has an empty name.") }
            byName[entity.entityName] = entity
        }
        try resolveParents(entities, byName)
        for (number, entity) in entities.sorted(by: { $0.entityName < $1.entityName }).enumerated() {
            entity.entityNumber = number + 1
        }
        for entity in entities { try makeCompositeStorage(of: entity) }
        for entity in entities { try collectProperties(of: entity) }
        var warnings: [String] = []
        for entity in entities { warnings += try resolveRelationships(of: entity, byName) }
        try resolveDerivations(of: entities)
        for entity in entities {
            try resolveConstraintsAndIndexes(of: entity)
            for case let attribute as AttributeDescription in entity.declaredProperties {
                try checkValidationSettings(of: attribute, in: entity)
                attribute.hasValueRules =
                    attribute.minValue != nil || attribute.maxValue != nil || attribute.minLength != nil
                    || attribute.maxLength != nil || attribute.regularExpression != nil
                    || attribute.attributeType == .integer16 || attribute.attributeType == .integer32
            }
        }
        for entity in entities {
            entity.versionHash = Self.hash(of: entity)
            let initialValues = ContiguousArray(entity.properties.map(ManagedObject.initialValue(of:)))
            entity.initialValues = initialValues
            entity.initialValuesAreBitwiseCopyable = initialValues.allSatisfy(\.isBitwiseCopyable)
            entity.isTransformable = entity.properties.map { ($0 as? AttributeDescription)?.attributeType == .transformable }
            entity.validationSteps = ValidationStep.steps(of: entity)
        }
        model.recordWarnings(warnings)
        for warning in warnings { CairnLog.warning(warning) }
    }

    private func resolveParents(_ entities: [EntityDescription], _ byName: [String: EntityDescription]) throws {
        for entity in entities {
            entity.subentities = []
            entity.superentity = nil
        }
        for entity in entities {
            guard let parentName = entity.superentityName else { continue }
            guard let parent = byName[parentName] else {
                throw CairnError(
                    .invalidModel, "Entity '\(entity.entityName)' inherits from '\(parentName)', which is not in the model.", entity: entity.entityName)
            }
            entity.superentity = parent
            parent.subentities.append(entity)
        }
        for entity in entities {
            var seen: Set<ObjectIdentifier> = []
            var current: EntityDescription? = entity
            var root = entity
            while let step = current {
                guard seen.insert(ObjectIdentifier(step)).inserted else {
                    throw CairnError(.invalidModel, "Entity '\(entity.entityName)' inherits from itself through its parents.", entity: entity.entityName)
                }
                root = step
                current = step.superentity
            }
            entity.rootEntity = root
        }
        for entity in entities { entity.selfAndDescendants = Self.descendants(of: entity) }
    }

    private static func descendants(of entity: EntityDescription) -> [EntityDescription] {
        [entity] + entity.subentities.flatMap { descendants(of: $0) }
    }

    private func collectProperties(of entity: EntityDescription) throws {
        var chain: [EntityDescription] = []
        var current: EntityDescription? = entity
        while let step = current {
            chain.insert(step, at: 0)
            current = step.superentity
        }
        var properties: [PropertyDescription] = []
        var visible: [PropertyDescription] = []
        var index: [String: Int] = [:]
        for owner in chain {
            for property in owner.declaredProperties {
                guard !property.name.isEmpty else {
                    throw CairnError(.invalidModel, "Entity '\(owner.entityName)' has a property with an empty name.", entity: owner.entityName)
                }
                guard index[property.name] == nil else {
                    throw CairnError(
                        .invalidModel, "Entity '\(entity.entityName)' has two properties named '\(property.name)' (check its parents).",
                        entity: entity.entityName,
                        property: property.name)
                }
                if owner === entity {
                    property.entity = entity
                }
                visible.append(property)
                // A composite is stored as its elements, each an attribute named by its key path.
                let stored: [PropertyDescription] = (property as? CompositeAttributeDescription)?.storage ?? [property]
                for stored in stored {
                    index[stored.name] = properties.count
                    properties.append(stored)
                }
            }
        }
        entity.setResolvedProperties(properties)
        entity.propertyIndex = index
        entity.propertiesByName = Dictionary(uniqueKeysWithValues: visible.map { ($0.name, $0) })
        entity.attributesByName = [:]
        entity.relationshipsByName = [:]
        entity.relationships = []
        entity.attributeIndices = []
        entity.unstoredIndices = properties.indices.filter {
            properties[$0].isTransient || (properties[$0] as? RelationshipDescription)?.isToMany == true
        }
        for (position, property) in properties.enumerated() {
            if property is AttributeDescription {
                entity.attributeIndices.append(position)
            } else if let relationship = property as? RelationshipDescription {
                entity.relationshipsByName[property.name] = relationship
                entity.relationships.append(relationship)
            }
            // Declared here (inherited properties belong to their own entity).
            if property.entity === entity { property.index = position }
        }
        for property in visible {
            if let attribute = property as? AttributeDescription { entity.attributesByName[attribute.name] = attribute }
        }
    }

    private func resolveRelationships(of entity: EntityDescription, _ byName: [String: EntityDescription]) throws -> [String] {
        var warnings: [String] = []
        for property in entity.declaredProperties {
            guard let relationship = property as? RelationshipDescription else { continue }
            guard let destination = byName[relationship.destinationEntityName] else {
                throw CairnError(
                    .invalidModel,
                    "Relationship '\(entity.entityName).\(relationship.name)' points to entity '\(relationship.destinationEntityName)', which is not in the model.",
                    entity: entity.entityName, property: relationship.name)
            }
            guard relationship.maxCount >= 0, relationship.minCount >= 0,
                relationship.maxCount == 0 || relationship.minCount <= relationship.maxCount
            else {
                throw CairnError(
                    .invalidModel,
                    "Relationship '\(entity.entityName).\(relationship.name)' has minimum count \(relationship.minCount) above its maximum \(relationship.maxCount).",
                    entity: entity.entityName, property: relationship.name)
            }
            relationship.resolve(destination: destination, inverse: nil)
            guard let inverseName = relationship.inverseName else {
                warnings.append(
                    "Relationship '\(entity.entityName).\(relationship.name)' has no inverse; Cairn keeps it working, but nothing keeps the other side consistent. Add an inverse to '\(destination.entityName)'."
                )
                continue
            }
            guard let inverse = destination.relationshipsByName[inverseName] else {
                throw CairnError(
                    .invalidModel,
                    "Relationship '\(entity.entityName).\(relationship.name)' names inverse '\(inverseName)', which is not a relationship of '\(destination.entityName)'.",
                    entity: entity.entityName, property: relationship.name)
            }
            guard inverse.destinationEntityName == entity.entityName || entity.isKind(of: byName[inverse.destinationEntityName] ?? entity) else {
                throw CairnError(
                    .invalidModel,
                    "Relationship '\(entity.entityName).\(relationship.name)' names inverse '\(destination.entityName).\(inverseName)', but that relationship points to '\(inverse.destinationEntityName)', not back to '\(entity.entityName)'.",
                    entity: entity.entityName, property: relationship.name)
            }
            relationship.resolve(destination: destination, inverse: inverse)
        }
        return warnings
    }

    /// SHA-256 of the entity's persistent shape: name, parent, abstractness, uniqueness constraints
    /// (as in Core Data) and its persistent properties sorted by name (so reordering properties
    /// keeps the hash).
    static func hash(of entity: EntityDescription) -> Data {
        var parts = [entity.entityName, entity.superentityName ?? "", entity.isAbstract ? "abstract" : "", entity.versionHashModifier ?? ""]
        if !entity.uniquenessConstraints.isEmpty {
            parts.append("unique:" + entity.uniquenessConstraints.map { $0.joined(separator: ",") }.joined(separator: ";"))
        }
        for property in entity.properties.filter({ !$0.isTransient }).sorted(by: { $0.name < $1.name }) {
            parts.append(property.hashComponents.joined(separator: "|"))
        }
        return Data(SHA256.hash(data: Data(parts.joined(separator: "\n").utf8)))
    }
}
