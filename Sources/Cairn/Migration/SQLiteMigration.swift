import Foundation
import GRDB

/// The SQL that carries a SQLite store's rows from one model version to the next, following a
/// ``MappingModel``: one `INSERT … SELECT` per entity from the old file (attached as `src`) into
/// a new file, so rows stream through SQLite without being loaded into memory.
///
/// Primary keys are kept, so object IDs (and their URIs) survive the migration; entity numbers,
/// which follow entity names, are translated.
struct SQLiteMigration {
    let source: ManagedObjectModel
    let destination: ManagedObjectModel
    let mapping: MappingModel
    let sourceSchema: SQLiteSchema
    let destinationSchema: SQLiteSchema
    /// Source entity number → destination entity number, for carried entities.
    let entityNumbers: [Int: Int]
    /// What custom mappings' closures and hooks see of the migration.
    let manager: MigrationManager

    /// One statement and its arguments; a copy of an entity's rows also names where they come
    /// from, so it can run in primary-key ranges and report progress.
    struct Statement {
        var sql: String
        var arguments: [PropertyValue]
        /// `src.<table>` and the entity number of the rows a row copy reads.
        var rows: (table: String, entity: Int)? = nil
        /// The SQL functions running custom mappings' closures that the statement calls.
        var functions: [DatabaseFunction] = []
        /// For a row copy, the entity mapping whose hooks run before and after it.
        var entityMapping: EntityMapping? = nil
        /// For a check (a `SELECT count(*)`): the error when the count is not zero.
        var failsWhenNonzero: ((Int64) -> CairnError)? = nil
    }

    /// Prepares the migration of a store of `source` to `destination` (both frozen).
    ///
    /// - Throws: ``CairnError`` `.inferredMappingModel` when the mapping would put the rows of two
    ///   tables into one (their primary keys could collide).
    init(source: ManagedObjectModel, destination: ManagedObjectModel, mapping: MappingModel) throws {
        self.source = source
        self.destination = destination
        self.mapping = mapping
        sourceSchema = SQLiteSchema(model: source)
        destinationSchema = SQLiteSchema(model: destination)
        manager = MigrationManager(source: source, destination: destination, mapping: mapping, sourceSchema: sourceSchema, destinationSchema: destinationSchema)
        var numbers: [Int: Int] = [:]
        var rootsByTable: [String: Set<String>] = [:]
        for entityMapping in mapping.entityMappings {
            guard let from = entityMapping.sourceEntityName.flatMap({ source.entitiesByName[$0] }),
                let to = entityMapping.destinationEntityName.flatMap({ destination.entitiesByName[$0] })
            else { continue }
            numbers[from.entityNumber] = to.entityNumber
            rootsByTable[to.rootEntity.entityName, default: []].insert(from.rootEntity.entityName)
        }
        entityNumbers = numbers
        if let (table, roots) = rootsByTable.first(where: { $0.value.count > 1 }) {
            throw CairnError(
                .inferredMappingModel,
                "Cannot infer the migration: the new model keeps the objects of \(roots.sorted().joined(separator: " and ")) in one table (of '\(table)'), where their primary keys could collide. Add a custom migration stage, or keep their inheritance.",
                entity: table)
        }
    }

    /// Source entity name → destination entity name, for the entities the mapping renames.
    var renamedEntities: [String: String] {
        var renames: [String: String] = [:]
        for entityMapping in mapping.entityMappings {
            if let from = entityMapping.sourceEntityName, let to = entityMapping.destinationEntityName, from != to { renames[from] = to }
        }
        return renames
    }

    /// The statements copying every carried entity's rows, its relationships' join tables and the
    /// primary-key counters, in order.
    func copyStatements() throws -> [Statement] {
        var statements: [Statement] = []
        var functions: [DatabaseFunction] = []
        for entityMapping in mapping.entityMappings {
            guard let from = entityMapping.sourceEntityName.flatMap({ source.entitiesByName[$0] }),
                let to = entityMapping.destinationEntityName.flatMap({ destination.entitiesByName[$0] })
            else { continue }
            statements.append(try rowCopy(from, to, entityMapping, &functions))
            statements += try joinTableCopies(from, to, entityMapping)
        }
        statements += danglingLinkStatements()
        for root in destination.entities where root.superentity == nil {
            let sourceRoots = Set(
                mapping.entityMappings.compactMap { entityMapping -> String? in
                    guard let to = entityMapping.destinationEntityName.flatMap({ destination.entitiesByName[$0] }), to.rootEntity === root,
                        let from = entityMapping.sourceEntityName.flatMap({ source.entitiesByName[$0] })
                    else { return nil }
                    return from.rootEntity.entityName
                })
            guard let sourceRoot = sourceRoots.first else { continue }
            statements.append(
                Statement(
                    sql: "UPDATE main.Z_PRIMARYKEY SET Z_MAX = (SELECT Z_MAX FROM src.Z_PRIMARYKEY WHERE Z_NAME = ?) WHERE Z_ENT = ?",
                    arguments: [.string(sourceRoot), .integer(Int64(root.entityNumber))]))
        }
        return statements
    }

    /// `INSERT INTO main.<table> (…) SELECT … FROM src.<table> s WHERE s.Z_ENT = <number>` for the
    /// rows of one entity (not its sub-entities: each has its own mapping).
    private func rowCopy(_ from: EntityDescription, _ to: EntityDescription, _ entityMapping: EntityMapping, _ functions: inout [DatabaseFunction]) throws
        -> Statement
    {
        let functionsBefore = functions.count
        var columns = ["Z_PK", "Z_ENT", "Z_OPT"]
        var values = ["s.Z_PK", String(to.entityNumber), "s.Z_OPT"]
        var arguments: [PropertyValue] = []
        let table = destinationSchema.table(for: to)
        let layout = destinationSchema.mapping(for: to)
        for (index, property) in to.properties.enumerated() {
            guard let position = layout.columnOfProperty[index] else { continue }
            columns.append(table.columns[position].name)
            if let attribute = property as? AttributeDescription {
                guard let value = entityMapping.attributeMappings.first(where: { $0.name == attribute.name })?.value else {
                    values.append("NULL")
                    continue
                }
                if case .transform(let transform) = value {
                    values.append(try transformExpression(transform, attribute, from, &functions))
                } else {
                    values.append(attributeExpression(value, attribute, from, &arguments))
                }
            } else if let relationship = property as? RelationshipDescription {
                let source = sourceRelationship(of: relationship, from, entityMapping)
                let key = try foreignKey(source, from)
                values.append(key)
                if let entityPosition = layout.entityColumnOfProperty[index] {
                    columns.append(table.columns[entityPosition].name)
                    values.append(source.map { referencedEntity(key, $0) } ?? "NULL")
                }
            }
        }
        for (column, value) in orderColumns(of: to, from, entityMapping) {
            columns.append(column)
            values.append(value)
        }
        let sourceTable = sourceSchema.table(for: from).name
        let condition = try filterCondition(entityMapping, from, &functions)
        let sql =
            "INSERT INTO main.\(table.name) (\(columns.joined(separator: ", "))) SELECT \(values.joined(separator: ", ")) FROM src.\(sourceTable) s WHERE s.Z_ENT = \(from.entityNumber)\(condition)"
        return Statement(
            sql: sql, arguments: arguments, rows: (sourceTable, from.entityNumber), functions: Array(functions[functionsBefore...]),
            entityMapping: entityMapping)
    }

    /// The SQL value of an attribute, from the source row `s`.
    private func attributeExpression(
        _ value: PropertyMapping.Value, _ attribute: AttributeDescription, _ from: EntityDescription, _ arguments: inout [PropertyValue]
    ) -> String {
        switch value {
        case .constant(let constant):
            if constant.isNull { return "NULL" }
            arguments.append(constant)
            return "?"
        case .transform:
            return "NULL"  // built by `transformExpression`
        case .sourceProperty(let name, let fallback):
            guard let index = from.propertyIndex[name], let old = from.properties[index] as? AttributeDescription,
                let column = sourceSchema.columnName(of: old, in: from)
            else { return "NULL" }
            var expression = "s.\(column)"
            if old.attributeType.isInteger && attribute.attributeType == .decimal {
                expression = "CAST(\(expression) AS TEXT)"
            } else if old.attributeType.isInteger && (attribute.attributeType == .double || attribute.attributeType == .float) {
                expression = "CAST(\(expression) AS REAL)"
            }
            if let fallback {
                arguments.append(fallback)
                expression = "COALESCE(\(expression), ?)"
            }
            return expression
        }
    }

    /// The source relationship a destination relationship's mapping names, if any.
    func sourceRelationship(of relationship: RelationshipDescription, _ from: EntityDescription, _ entityMapping: EntityMapping) -> RelationshipDescription? {
        guard case .sourceProperty(let name, _)? = entityMapping.relationshipMappings.first(where: { $0.name == relationship.name })?.value else { return nil }
        return from.relationshipsByName[name]
    }

    /// `CASE <expression> WHEN <old number> THEN <new number> … END`: an entity number of the
    /// source translated to the destination's.
    func translatedEntityNumber(_ expression: String) -> String {
        let cases = entityNumbers.sorted { $0.key < $1.key }.map { "WHEN \($0.key) THEN \($0.value)" }
        return cases.isEmpty ? "NULL" : "CASE \(expression) \(cases.joined(separator: " ")) END"
    }
}
