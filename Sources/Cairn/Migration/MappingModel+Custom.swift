import Foundation

/// Custom mappings: start from the inferred mapping and replace what your data needs, then give
/// it to a ``CustomMigrationStage`` (see `docs/Migrations.md`).
///
/// ```swift
/// var mapping = try MappingModel.inferredMappingModel(forSourceModel: v1, destinationModel: v2)
/// try mapping.transformAttribute("fullName", of: "Person", reading: ["first", "last"]) { person in
///     "\(try person.value(forKey: "first") as? String ?? "") \(try person.value(forKey: "last") as? String ?? "")"
/// }
/// try mapping.filterObjects(of: "Draft", reading: ["body"]) { draft in
///     !(try draft.value(forKey: "body") as? String ?? "").isEmpty      // empty drafts are not carried over
/// }
/// let stage = CustomMigrationStage(migratingFrom: v1, to: v2, mappingModel: mapping)
/// ```
extension MappingModel {
    /// Makes `attribute` of destination entity `entity` take the value `transform` computes from
    /// each source object, which reads the source attributes `reading`.
    ///
    /// - Throws: ``CairnError`` `.migration` (134110) when no entity mapping fills `entity` from a
    ///   source entity, or `entity` has no attribute `attribute`.
    public mutating func transformAttribute(
        _ attribute: String, of entity: String, reading: [String], _ transform: @escaping @Sendable (MigrationSourceObject) throws -> Any?
    ) throws {
        try update(entity) { entityMapping in
            let mapping = PropertyMapping(name: attribute, value: .transform(MigrationValueTransform(reading: reading, transform)))
            if let index = entityMapping.attributeMappings.firstIndex(where: { $0.name == attribute }) {
                entityMapping.attributeMappings[index] = mapping
            } else {
                entityMapping.attributeMappings.append(mapping)
            }
        }
    }

    /// Carries over only the source objects for which `filter` returns `true` into destination
    /// entity `entity`; `filter` reads the source attributes `reading`.
    ///
    /// - Throws: ``CairnError`` `.migration` (134110) when no entity mapping fills `entity` from a
    ///   source entity.
    public mutating func filterObjects(of entity: String, reading: [String], _ filter: @escaping @Sendable (MigrationSourceObject) throws -> Bool) throws {
        try update(entity) { $0.sourceFilter = MigrationFilter(reading: reading, filter) }
    }

    /// Sets the hooks that run before and after destination entity `entity`'s objects are copied.
    ///
    /// - Throws: ``CairnError`` `.migration` (134110) when no entity mapping fills `entity` from a
    ///   source entity.
    public mutating func setHooks(for entity: String, willMigrate: MigrationHook? = nil, didMigrate: MigrationHook? = nil) throws {
        try update(entity) { entityMapping in
            entityMapping.willMigrate = willMigrate
            entityMapping.didMigrate = didMigrate
        }
    }

    private mutating func update(_ entity: String, _ change: (inout EntityMapping) -> Void) throws {
        guard let index = entityMappings.firstIndex(where: { $0.destinationEntityName == entity && $0.sourceEntityName != nil }) else {
            throw CairnError(
                .migration,
                "The mapping model has no entity mapping that fills '\(entity)' from a source entity (its mappings: \(entityMappings.map(\.name).joined(separator: ", "))). Name an entity of the destination model that the source model's objects move to.",
                entity: entity)
        }
        change(&entityMappings[index])
        if entityMappings[index].mappingType == .copy { entityMappings[index].mappingType = .transform }
    }

    /// The mapping, checked against the models it migrates between: every entity and property it
    /// names exists, every source entity has a mapping, and custom values go to attributes.
    func checked(source: ManagedObjectModel, destination: ManagedObjectModel) throws -> MappingModel {
        func fail(_ message: String, _ entity: String?, _ property: String? = nil) -> CairnError {
            CairnError(
                .migration, "The custom mapping model does not fit the models it migrates between: \(message). The store was left untouched.", entity: entity,
                property: property)
        }
        for entityMapping in entityMappings {
            if let name = entityMapping.sourceEntityName, source.entitiesByName[name] == nil {
                throw fail("the source model has no entity '\(name)' (mapping \(entityMapping.name))", name)
            }
            guard let name = entityMapping.destinationEntityName else { continue }
            guard let entity = destination.entitiesByName[name] else {
                throw fail("the destination model has no entity '\(name)' (mapping \(entityMapping.name))", name)
            }
            for property in entityMapping.attributeMappings
            where !(entity.propertyIndex[property.name].map { entity.properties[$0] is AttributeDescription } ?? false) {
                throw fail("\(name) has no attribute '\(property.name)'", name, property.name)
            }
            for property in entityMapping.relationshipMappings {
                guard entity.relationshipsByName[property.name] != nil else {
                    throw fail("\(name) has no relationship '\(property.name)'", name, property.name)
                }
                if case .transform = property.value {
                    throw fail("\(name).\(property.name) is a relationship; custom values are for attributes", name, property.name)
                }
            }
        }
        for entity in source.entities where !entityMappings.contains(where: { $0.sourceEntityName == entity.entityName }) {
            throw fail(
                "it has no entity mapping for the source entity '\(entity.entityName)' (start from inferredMappingModel(forSourceModel:destinationModel:) and change what differs)",
                entity.entityName)
        }
        return self
    }
}
