import Foundation

/// Relationships: whatever way the old model stored a relationship (a foreign key, the inverse's
/// foreign key, a join table), its links are read as `(own, other, position)` rows and written
/// the way the new model stores it.
extension SQLiteMigration {
    /// `SELECT own, other, position` of every link of a source relationship, from the side of the
    /// relationship's own entity.
    func links(_ relationship: RelationshipDescription) -> String {
        let owner = relationship.entity!
        func numbers(_ entity: EntityDescription) -> String { entity.selfAndDescendants.map { String($0.entityNumber) }.joined(separator: ", ") }
        switch RelationshipStorage.of(relationship) {
        case .foreignKey:
            let column = sourceSchema.columnName(of: relationship, in: owner)!
            return
                "SELECT l.Z_PK AS own, l.\(column) AS other, NULL AS position FROM src.\(sourceSchema.table(for: owner).name) l WHERE l.\(column) IS NOT NULL AND l.Z_ENT IN (\(numbers(owner)))"
        case .inverseForeignKey(let ordered):
            let inverse = relationship.inverseRelationship!
            let other = inverse.entity!
            let column = sourceSchema.columnName(of: inverse, in: other)!
            let position = ordered ? sourceSchema.orderColumn(for: relationship).map { "l.\($0)" } ?? "NULL" : "NULL"
            return
                "SELECT l.\(column) AS own, l.Z_PK AS other, \(position) AS position FROM src.\(sourceSchema.table(for: other).name) l WHERE l.\(column) IS NOT NULL AND l.Z_ENT IN (\(numbers(other)))"
        case .joinTable:
            let join = sourceSchema.joinTable(for: relationship)!
            let (own, other) =
                RelationshipStorage.isCanonicalSide(relationship) ? (join.ownerColumn, join.destinationColumn) : (join.destinationColumn, join.ownerColumn)
            return "SELECT l.\(own) AS own, l.\(other) AS other, \(join.orderColumn.map { "l.\($0)" } ?? "NULL") AS position FROM src.\(join.name) l"
        }
    }

    /// The foreign key of a to-one relationship for the source row `s`: the old column when it
    /// was a to-one as well, else the lowest-keyed destination of the old to-many relationship.
    func foreignKey(_ old: RelationshipDescription?, _ from: EntityDescription) throws -> String {
        guard let old else { return "NULL" }
        if case .foreignKey = RelationshipStorage.of(old), let column = sourceSchema.columnName(of: old, in: from) { return "s.\(column)" }
        return "(SELECT MIN(l.other) FROM (\(links(old))) l WHERE l.own = s.Z_PK)"
    }

    /// The destination entity number of the row a foreign key (`key`, from source relationship
    /// `old`) refers to.
    func referencedEntity(_ key: String, _ old: RelationshipDescription) -> String {
        guard let target = old.destinationEntity else { return "NULL" }
        return translatedEntityNumber("(SELECT r.Z_ENT FROM src.\(sourceSchema.table(for: target).name) r WHERE r.Z_PK = \(key))")
    }

    /// The order columns on the rows of `to`: one per ordered one-to-many relationship whose
    /// inverse `to` has, with the old position (or the primary key when the relationship was not
    /// ordered, which keeps the order stable).
    func orderColumns(of to: EntityDescription, _ from: EntityDescription, _ entityMapping: EntityMapping) -> [(column: String, value: String)] {
        var result: [(String, String)] = []
        var seen: Set<String> = []
        for entity in destination.entities {
            for case let relationship as RelationshipDescription in entity.declaredProperties {
                guard case .inverseForeignKey(ordered: true) = RelationshipStorage.of(relationship), let inverse = relationship.inverseRelationship,
                    let index = to.propertyIndex[inverse.name], to.properties[index] === inverse,
                    let column = destinationSchema.orderColumn(for: relationship), seen.insert(column).inserted
                else { continue }
                let old = mapping.mapping(forDestinationEntity: entity.entityName).flatMap { ownerMapping in
                    ownerMapping.sourceEntityName.flatMap { source.entitiesByName[$0] }.flatMap { sourceRelationship(of: relationship, $0, ownerMapping) }
                }
                switch old.map(RelationshipStorage.of) {
                case .inverseForeignKey(ordered: true)?: result.append((column, sourceSchema.orderColumn(for: old!).map { "s.\($0)" } ?? "s.Z_PK"))
                case .some: result.append((column, "s.Z_PK"))
                case nil: result.append((column, "NULL"))
                }
            }
        }
        return result
    }

    /// The copies of the join tables of the many-to-many relationships `to` declares (each join
    /// table once, from its owning side).
    func joinTableCopies(_ from: EntityDescription, _ to: EntityDescription, _ entityMapping: EntityMapping) throws -> [Statement] {
        var statements: [Statement] = []
        for case let relationship as RelationshipDescription in to.declaredProperties {
            guard case .joinTable = RelationshipStorage.of(relationship), RelationshipStorage.isCanonicalSide(relationship),
                let join = destinationSchema.joinTable(for: relationship),
                let old = sourceRelationship(of: relationship, from, entityMapping)
            else { continue }
            var columns = [join.ownerColumn, join.destinationColumn]
            var values = ["l.own", "l.other"]
            if let order = join.orderColumn {
                columns.append(order)
                values.append("COALESCE(l.position, l.other)")
            }
            statements.append(
                Statement(
                    sql: "INSERT INTO main.\(join.name) (\(columns.joined(separator: ", "))) SELECT \(values.joined(separator: ", ")) FROM (\(links(old))) l",
                    arguments: []))
        }
        return statements
    }
}
