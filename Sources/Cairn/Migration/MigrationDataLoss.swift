import Foundation
import GRDB

/// What a migration would delete, counted in the store: an automatic migration that would delete
/// data is refused with these figures (see ``PersistentStoreOption/allowsDataLossOnMigration``).
enum MigrationDataLoss {
    /// One dropped entity or property that holds data: its name (`Entity` or `Entity.property`)
    /// and how many objects or values it holds.
    struct Loss: Equatable {
        let name: String
        let count: Int
    }

    /// The entities and properties of `dropped` (``MappingModel/droppedData(source:)``'s names)
    /// that hold data in the store of `source` read by `db`: objects of a removed entity, values
    /// of a removed property (`nil` is not data).
    static func count(_ dropped: [String], of source: ManagedObjectModel, in db: Database) throws -> [Loss] {
        let schema = SQLiteSchema(model: source)
        var losses: [Loss] = []
        for name in dropped {
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            guard let entity = source.entitiesByName[parts[0]] else { continue }
            let table = schema.table(for: entity).name
            let rows = "Z_ENT IN (" + entity.selfAndDescendants.map { String($0.entityNumber) }.joined(separator: ", ") + ")"
            let sql: String
            if parts.count == 1 {
                sql = "SELECT count(*) FROM \(table) WHERE \(rows)"
            } else if let property = entity.propertiesByName[parts[1]], let column = schema.columnName(of: property, in: entity) {
                sql = "SELECT count(*) FROM \(table) WHERE \(rows) AND \(column) IS NOT NULL"
            } else if let relationship = entity.propertiesByName[parts[1]] as? RelationshipDescription, let join = schema.joinTable(for: relationship) {
                sql = "SELECT count(*) FROM \(join.name)"
            } else {
                continue
            }
            let count = try Int.fetchOne(db, sql: sql) ?? 0
            if count > 0 { losses.append(Loss(name: name, count: count)) }
        }
        return losses
    }

    /// The error refusing the migration of the store at `url`, which would delete `losses`.
    static func refusal(_ losses: [Loss], url: URL) -> CairnError {
        let listed = losses.prefix(10).map { loss in
            loss.name.contains(".")
                ? "\(loss.name) (\(loss.count) value\(loss.count == 1 ? "" : "s"))" : "every \(loss.name) (\(loss.count) object\(loss.count == 1 ? "" : "s"))"
        }
        let more = losses.count > 10 ? " and \(losses.count - 10) more" : ""
        return CairnError(
            .migrationWouldLoseData,
            "Migrating the store at \(url.path) to the model it is opened with would delete \(listed.joined(separator: ", "))\(more): the model has no place for them. The store was left untouched. If the store is another app's, open it with that app's model or use another file. If this model is a new version of the store's, declare it (a version in the .xcdatamodeld, or a staged migration / SchemaMigrationPlan), or allow the loss with the store option PersistentStoreOption.allowsDataLossOnMigration = \"true\" (cairn migrate --allow-data-loss)."
        )
    }
}
