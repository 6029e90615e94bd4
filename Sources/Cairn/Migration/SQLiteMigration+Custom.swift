import Foundation
import GRDB

/// Custom mappings: a ``MigrationValueTransform`` or ``MigrationFilter`` runs as a SQL function
/// inside the entity's `INSERT … SELECT`, so the rows still stream through SQLite; objects a filter
/// leaves behind are then unlinked from the objects that pointed to them.
extension SQLiteMigration {
    /// A source attribute a closure reads, and its column.
    typealias ReadColumn = (key: String, attribute: AttributeDescription, column: String)

    /// The columns of the attributes `keys` of `entity`, each prefixed (`s.`).
    ///
    /// - Throws: ``CairnError`` `.migration` for a key that is not a stored attribute of `entity`.
    static func readColumns(_ keys: [String], of entity: EntityDescription, in schema: SQLiteSchema, prefix: String) throws -> [ReadColumn] {
        try keys.map { key in
            guard let index = entity.propertyIndex[key], let attribute = entity.properties[index] as? AttributeDescription,
                let column = schema.columnName(of: attribute, in: entity)
            else {
                throw CairnError(
                    .migration,
                    "A custom mapping reads '\(key)', which is not a stored attribute of \(entity.entityName) in the source model (its attributes: \(entity.properties.compactMap { ($0 as? AttributeDescription)?.name }.sorted().joined(separator: ", "))).",
                    entity: entity.entityName, property: key)
            }
            return (key, attribute, prefix + column)
        }
    }

    /// The source object a closure sees, from the primary key and the read columns' values.
    static func sourceObject(_ entity: EntityDescription, _ columns: [ReadColumn], _ values: [DatabaseValue], manager: MigrationManager)
        -> MigrationSourceObject
    {
        MigrationSourceObject(
            entity: entity, primaryKey: Int64.fromDatabaseValue(values[0]) ?? 0, manager: manager, columns: columns, values: values.dropFirst())
    }

    /// `cairn_migrate_<n>(s.Z_PK, s.<read columns>…)`: the transform's value for destination
    /// attribute `attribute`, registered in `functions`.
    func transformExpression(
        _ transform: MigrationValueTransform, _ attribute: AttributeDescription, _ from: EntityDescription, _ functions: inout [DatabaseFunction]
    ) throws -> String {
        if attribute.attributeType == .composite {
            throw CairnError(
                .migration,
                "The custom mapping of \(attribute.qualifiedName) computes a composite attribute; map its elements (\(attribute.name).<element>) one by one.",
                entity: attribute.entity?.entityName, property: attribute.name)
        }
        let manager = self.manager
        return try call(transform.reading, from, &functions) { object in
            do {
                let value = try transform.body(object)
                return SQLiteMigrator.databaseValue(try attribute.propertyValue(converting: value))
            } catch {
                manager.recordFailure(
                    CairnError(
                        .migration,
                        "The custom mapping of \(attribute.qualifiedName) failed for the \(from.entityName) object with primary key \(object.primaryKey): \(error). The store was left untouched.",
                        entity: attribute.entity?.entityName, property: attribute.name, cause: error))
                throw error
            }
        }
    }

    /// ` AND cairn_migrate_<n>(…)`: the filter's verdict on the source row, registered in
    /// `functions`; empty without a filter.
    func filterCondition(_ entityMapping: EntityMapping, _ from: EntityDescription, _ functions: inout [DatabaseFunction]) throws -> String {
        guard let filter = entityMapping.sourceFilter else { return "" }
        let manager = self.manager
        return " AND "
            + (try call(filter.reading, from, &functions) { object in
                do {
                    return try filter.body(object)
                } catch {
                    manager.recordFailure(
                        CairnError(
                            .migration,
                            "The filter of the \(entityMapping.name) mapping failed for the \(from.entityName) object with primary key \(object.primaryKey): \(error). The store was left untouched.",
                            entity: from.entityName, cause: error))
                    throw error
                }
            })
    }

    /// Registers a SQL function running `body` on the source object of each row, and returns its
    /// call on the row `s`.
    private func call(
        _ keys: [String], _ from: EntityDescription, _ functions: inout [DatabaseFunction],
        _ body: @escaping @Sendable (MigrationSourceObject) throws -> (any DatabaseValueConvertible)?
    ) throws -> String {
        let columns = try Self.readColumns(keys, of: from, in: sourceSchema, prefix: "s.")
        let manager = self.manager
        let name = "cairn_migrate_\(functions.count)"
        functions.append(
            DatabaseFunction(name, argumentCount: columns.count + 1, pure: false) { values in
                try body(Self.sourceObject(from, columns, values, manager: manager))
            })
        return "\(name)(\((["s.Z_PK"] + columns.map(\.column)).joined(separator: ", ")))"
    }

    /// When a filter left objects behind: for every to-one foreign key and join table that can
    /// point at them, a check that no required relationship loses its destination, then the
    /// unlinking of the links to missing rows.
    func danglingLinkStatements() -> [Statement] {
        let filtered = Set(
            mapping.entityMappings.compactMap { entityMapping in
                entityMapping.sourceFilter == nil
                    ? nil : entityMapping.destinationEntityName.flatMap { destination.entitiesByName[$0] }.map { destinationSchema.table(for: $0).name }
            })
        guard !filtered.isEmpty else { return [] }
        var statements: [Statement] = []
        for entity in destination.entities {
            for case let relationship as RelationshipDescription in entity.declaredProperties {
                guard let target = relationship.destinationEntity, filtered.contains(destinationSchema.table(for: target).name) else { continue }
                let targetTable = destinationSchema.table(for: target).name
                switch RelationshipStorage.of(relationship) {
                case .foreignKey:
                    guard let column = destinationSchema.columnName(of: relationship, in: entity) else { continue }
                    let table = destinationSchema.table(for: entity).name
                    let numbers = entity.selfAndDescendants.map { String($0.entityNumber) }.joined(separator: ", ")
                    let dangling = "\(column) IS NOT NULL AND Z_ENT IN (\(numbers)) AND \(column) NOT IN (SELECT Z_PK FROM main.\(targetTable))"
                    if !relationship.isOptional {
                        var check = Statement(sql: "SELECT count(*) FROM main.\(table) WHERE \(dangling)", arguments: [])
                        check.failsWhenNonzero = { count in
                            CairnError(
                                .migration,
                                "The custom mapping leaves behind the \(target.entityName) objects that \(count) \(entity.entityName) object(s) need for their required relationship '\(relationship.name)'. Keep those objects in the filter, or make '\(relationship.name)' optional in the new model. The store was left untouched.",
                                entity: entity.entityName, property: relationship.name)
                        }
                        statements.append(check)
                    }
                    var assignments = ["\(column) = NULL"]
                    if let index = entity.propertyIndex[relationship.name], let position = destinationSchema.mapping(for: entity).entityColumnOfProperty[index]
                    {
                        assignments.append("\(destinationSchema.table(for: entity).columns[position].name) = NULL")
                    }
                    statements.append(Statement(sql: "UPDATE main.\(table) SET \(assignments.joined(separator: ", ")) WHERE \(dangling)", arguments: []))
                case .joinTable:
                    guard RelationshipStorage.isCanonicalSide(relationship), let join = destinationSchema.joinTable(for: relationship) else { continue }
                    let ownerTable = destinationSchema.table(for: entity).name
                    statements.append(
                        Statement(
                            sql:
                                "DELETE FROM main.\(join.name) WHERE \(join.ownerColumn) NOT IN (SELECT Z_PK FROM main.\(ownerTable)) OR \(join.destinationColumn) NOT IN (SELECT Z_PK FROM main.\(targetTable))",
                            arguments: []))
                case .inverseForeignKey:
                    continue  // the links live in the inverse's foreign key, handled from its side
                }
            }
        }
        return statements
    }
}
