import Foundation
import GRDB

/// The error for existing objects that break a uniqueness constraint the new model adds: it names
/// the entity, the constraint's properties and the objects (never their values).
enum ConstraintDuplicates {
    /// The error for the unique index `index` that could not be built in `db` (the migrated rows).
    static func error(
        for index: (name: String, sql: String), schema: SQLiteSchema, model: ManagedObjectModel,
        storeIdentifier: String, url: URL, in db: Database
    ) throws -> CairnError {
        for entity in model.entities {
            for names in entity.uniquenessConstraints where index.name == SQLiteSchema.uniqueIndexName(entity, names) {
                let table = schema.table(for: entity)
                let columns = names.map { schema.columnName(of: entity.properties[entity.propertyIndex[$0]!], in: entity)! }
                let entities = entity.selfAndDescendants.map { String($0.entityNumber) }.joined(separator: ", ")
                let groups = try String.fetchAll(
                    db,
                    sql: """
                        SELECT group_concat(Z_ENT || ':' || Z_PK, ' ') FROM \(table.name)
                        WHERE Z_ENT IN (\(entities)) AND \(columns.map { "\($0) IS NOT NULL" }.joined(separator: " AND "))
                        GROUP BY \(columns.joined(separator: ", ")) HAVING count(*) > 1 LIMIT 5
                        """)
                let objects = groups.map { group in
                    group.split(separator: " ").map { member -> String in
                        let parts = member.split(separator: ":")
                        let name = Int(parts[0]).flatMap { schema.entitiesByNumber[$0]?.entityName } ?? entity.entityName
                        return "x-coredata://\(storeIdentifier)/\(name)/p\(parts[1])"
                    }.joined(separator: ", ")
                }
                return CairnError(
                    .migrationConstraintViolation,
                    "Cannot migrate the store at \(url.path): the new model makes (\(names.joined(separator: ", "))) of \(entity.entityName) unique, and existing objects share values: \(objects.map { "[\($0)]" }.joined(separator: "; ")). The store was left untouched; remove the duplicates with the old model (or in a custom stage) first.",
                    entity: entity.entityName, property: names.first)
            }
        }
        return CairnError(
            .migrationConstraintViolation,
            "Cannot migrate the store at \(url.path): existing objects break the new unique index \(index.name). The store was left untouched.")
    }
}
