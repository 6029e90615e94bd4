import Foundation
import GRDB
import GRDBSQLite

extension SQLiteStore {
    /// The destinations of a to-many relationship of many objects, rows included, in one query:
    /// `WHERE fk IN (…)` on the destination table for one-to-many, a join-table join for
    /// many-to-many. The owners' keys are bound as one JSON array (`json_each`), so the statement
    /// text stays the same and is prepared once.
    func selectRelatedRows(_ ids: [ManagedObjectID], _ relationship: RelationshipDescription) throws -> RelatedRows {
        let owners = ids.filter(owns)
        guard !owners.isEmpty, let destination = relationship.destinationEntity,
            let (sql, ownerColumn) = relatedRowsQuery(relationship, destination)
        else { return RelatedRows() }
        let keys = "[" + owners.map { String($0.primaryKey) }.joined(separator: ",") + "]"
        let byKey = Dictionary(owners.map { ($0.primaryKey, $0) }, uniquingKeysWith: { first, _ in first })
        return try reading { db in
            var result = RelatedRows()
            for owner in owners { result.members[owner] = [] }
            var seen = Set<ManagedObjectID>()
            try run(Query(sql: sql, bindings: [.string(keys)]), in: db) { statement in
                guard let row = decodeRow(statement), let owner = byKey[sqlite3_column_int64(statement, ownerColumn)] else { return }
                result.members[owner, default: []].append(row.objectID)
                if seen.insert(row.objectID).inserted { result.rows.append(row) }
            }
            return result
        }
    }

    /// The SELECT for ``selectRelatedRows(_:_:)`` and the result column holding the owner's key.
    private func relatedRowsQuery(_ relationship: RelationshipDescription, _ destination: EntityDescription) -> (String, Int32)? {
        let table = schema.table(for: destination)
        let owners = "IN (SELECT value FROM json_each(?))"
        let extra = Int32(3 + table.columns.count)
        switch RelationshipStorage.of(relationship) {
        case .foreignKey:
            return nil
        case .inverseForeignKey(let ordered):
            guard let inverse = relationship.inverseRelationship, let fk = schema.columnName(of: inverse, in: destination) else { return nil }
            let order = ordered ? schema.orderColumn(for: relationship).map { "t0.\($0), " } ?? "" : ""
            let sql = "SELECT \(rowColumns(for: destination)), t0.\(fk) FROM \(table.name) t0 WHERE t0.\(fk) \(owners) ORDER BY t0.\(fk), \(order)t0.Z_PK"
            return (sql, extra)
        case .joinTable:
            guard let join = schema.joinTable(for: relationship) else { return nil }
            let canonical = RelationshipStorage.isCanonicalSide(relationship)
            let (mine, theirs) = canonical ? (join.ownerColumn, join.destinationColumn) : (join.destinationColumn, join.ownerColumn)
            let order = canonical ? join.orderColumn.map { "j.\($0), " } ?? "" : ""
            let sql =
                "SELECT \(rowColumns(for: destination)), j.\(mine) FROM \(join.name) j JOIN \(table.name) t0 ON t0.Z_PK = j.\(theirs) WHERE j.\(mine) \(owners) ORDER BY j.\(mine), \(order)t0.Z_PK"
            return (sql, extra)
        }
    }
}
