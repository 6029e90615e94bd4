import Foundation

extension MappingModel {
    /// Infers the mapping from `sourceModel` to `destinationModel` with Core Data's
    /// lightweight-migration rules (Core Data's `inferredMappingModel(forSourceModel:destinationModel:)`).
    ///
    /// Entities and properties keep their data when their renaming identifiers match (each
    /// defaults to the name, so a renamed property names its old name in `renamingIdentifier`, and
    /// keeps that identifier in later versions), or else when they keep their name. What can be
    /// inferred:
    ///
    /// - added and removed entities, attributes and relationships (an added attribute that is
    ///   required needs a default value: existing objects get it);
    /// - renamed entities and properties (through `renamingIdentifier`);
    /// - an optional attribute becoming required, when it has a default value (objects without a
    ///   value get it), and a required one becoming optional;
    /// - a wider numeric type (`integer16` → `integer32` → `integer64`, integers → `double`,
    ///   `float` or `decimal`, `float` → `double`);
    /// - to-one ↔ to-many and ordered ↔ unordered relationships (a to-many relationship that
    ///   becomes to-one keeps the destination with the lowest primary key);
    /// - new indexes and uniqueness constraints (existing duplicates fail the migration, naming them).
    ///
    /// - Throws: ``CairnError`` `.inferredMappingModel` (134190) naming the entity and property for
    ///   what cannot be inferred: a narrower or unrelated type, a required value without a default,
    ///   a relationship that now points to another entity. The store is never touched by inference.
    public static func inferredMappingModel(forSourceModel source: ManagedObjectModel, destinationModel destination: ManagedObjectModel) throws -> MappingModel
    {
        try source.freeze()
        try destination.freeze()
        // Which source entity each destination entity continues, if any.
        var matches: [String: EntityDescription] = [:]
        var carried: Set<String> = []
        for entity in destination.entities.sorted(by: { $0.entityName < $1.entityName }) {
            let key = entity.renamingIdentifier ?? entity.entityName
            let match =
                source.entities.first { ($0.renamingIdentifier ?? $0.entityName) == key } ?? source.entitiesByName[key]
                ?? source.entitiesByName[entity.entityName]
            if let match, carried.insert(match.entityName).inserted { matches[entity.entityName] = match }
        }
        var mappings: [EntityMapping] = []
        for entity in destination.entities.sorted(by: { $0.entityName < $1.entityName }) {
            guard let sourceEntity = matches[entity.entityName] else {
                mappings.append(EntityMapping(name: entity.entityName, mappingType: .add, sourceEntityName: nil, destinationEntityName: entity.entityName))
                continue
            }
            let sourceName = sourceEntity.entityName
            let inference = try PropertyInference(source: sourceEntity, destination: entity) { matches[$0.entityName]?.entityName }
            mappings.append(
                EntityMapping(
                    name: "\(sourceName)To\(entity.entityName)", mappingType: inference.changes || sourceName != entity.entityName ? .transform : .copy,
                    sourceEntityName: sourceName, destinationEntityName: entity.entityName,
                    attributeMappings: inference.attributes, relationshipMappings: inference.relationships))
        }
        for entity in source.entities.sorted(by: { $0.entityName < $1.entityName }) where !carried.contains(entity.entityName) {
            mappings.append(EntityMapping(name: entity.entityName, mappingType: .remove, sourceEntityName: entity.entityName, destinationEntityName: nil))
        }
        return MappingModel(entityMappings: mappings)
    }
}

/// The property mappings of one entity carried to the next version.
private struct PropertyInference {
    var attributes: [PropertyMapping] = []
    var relationships: [PropertyMapping] = []
    /// Whether anything differs from a plain copy.
    var changes = false

    /// - Parameter continued: the source entity's name a destination entity continues, if any.
    init(source: EntityDescription, destination: EntityDescription, continued: (EntityDescription) -> String?) throws {
        func failure(_ property: String, _ problem: String) -> CairnError {
            CairnError(
                .inferredMappingModel,
                "Cannot infer the migration of '\(destination.entityName).\(property)': \(problem) Add a custom migration stage, or change the model.",
                entity: destination.entityName, property: property)
        }
        var used: Set<String> = []
        let stored = source.properties.filter { !$0.isTransient }
        for property in destination.properties where !property.isTransient {
            // Core Data matches renaming identifiers (each defaults to the name); failing that, a
            // renaming identifier naming the old property, then the same name, keep the data.
            let key = property.renamingIdentifier ?? property.name
            let found =
                stored.first { ($0.renamingIdentifier ?? $0.name) == key } ?? stored.first { $0.name == key }
                ?? stored.first { $0.name == property.name }
            if let found { used.insert(found.name) }
            if found.map({ $0.name != property.name }) ?? false { changes = true }
            if let attribute = property as? AttributeDescription {
                let value = try Self.attributeValue(attribute, from: found, failure)
                attributes.append(PropertyMapping(name: attribute.name, value: value))
                changes = changes || Self.converts(value, to: attribute, in: source)
            } else if let relationship = property as? RelationshipDescription {
                let value = try Self.relationshipValue(relationship, from: found, continued, failure)
                relationships.append(PropertyMapping(name: relationship.name, value: value))
                let old = found as? RelationshipDescription
                changes = changes || old == nil || old!.isToMany != relationship.isToMany || old!.isOrdered != relationship.isOrdered
            }
        }
        for property in source.properties where !property.isTransient && !used.contains(property.name) { changes = true }
    }

    /// Whether a mapped attribute's values change on the way: a constant, a default for missing
    /// values, or another type.
    private static func converts(_ value: PropertyMapping.Value, to attribute: AttributeDescription, in source: EntityDescription) -> Bool {
        guard case .sourceProperty(let name, let fallback) = value else { return true }
        let old = source.propertyIndex[name].flatMap { source.properties[$0] as? AttributeDescription }
        return fallback != nil || old?.attributeType != attribute.attributeType
    }

    private static func attributeValue(_ attribute: AttributeDescription, from found: PropertyDescription?, _ failure: (String, String) -> CairnError) throws
        -> PropertyMapping.Value
    {
        guard let found else {
            guard attribute.isOptional || attribute.defaultValue != nil else {
                throw failure(
                    attribute.name,
                    "it is new and required but has no default value, so existing objects would have none. Give it a default value or make it optional.")
            }
            return .constant(attribute.defaultValue ?? .null)
        }
        guard let old = found as? AttributeDescription else {
            throw failure(attribute.name, "it was a relationship and is now an attribute.")
        }
        guard Self.widens(old.attributeType, to: attribute.attributeType) else {
            throw failure(
                attribute.name,
                "its type changes from \(old.attributeType.rawValue) to \(attribute.attributeType.rawValue), which could lose or misread values.")
        }
        if !attribute.isOptional && old.isOptional {
            guard let fallback = attribute.defaultValue else {
                throw failure(attribute.name, "it becomes required without a default value, and existing objects may have no value. Give it a default value.")
            }
            return .sourceProperty(old.name, default: fallback)
        }
        return .sourceProperty(old.name)
    }

    private static func relationshipValue(
        _ relationship: RelationshipDescription, from found: PropertyDescription?, _ continued: (EntityDescription) -> String?,
        _ failure: (String, String) -> CairnError
    ) throws -> PropertyMapping.Value {
        guard let found else {
            guard relationship.isOptional, relationship.minCount == 0 else {
                throw failure(relationship.name, "it is a new required relationship, and existing objects would have no destination.")
            }
            return .constant(.null)
        }
        guard let old = found as? RelationshipDescription else {
            throw failure(relationship.name, "it was an attribute and is now a relationship.")
        }
        let destination = relationship.destinationEntity!
        guard let expected = continued(destination), old.destinationEntity?.entityName == expected else {
            throw failure(relationship.name, "it pointed to '\(old.destinationEntityName)' and now points to '\(destination.entityName)'.")
        }
        return .sourceProperty(old.name)
    }

    /// Whether every value of type `old` is a value of type `new`.
    static func widens(_ old: AttributeType, to new: AttributeType) -> Bool {
        if old == new { return true }
        if let oldRange = old.integerRange, let newRange = new.integerRange { return newRange.lowerBound <= oldRange.lowerBound }
        if old.isInteger { return new == .double || new == .float || new == .decimal }
        return old == .float && new == .double
    }
}
