import Foundation

extension SQLPredicateCompiler {
    /// The destinations of a to-many relationship of the object whose primary key is `owner`, as a
    /// correlated row source (a new alias for the destination rows).
    ///
    /// One-to-many relationships read the destination's foreign key
    /// (`FROM ZITEM t1 WHERE t1.ZOWNER = t0.Z_PK`); many-to-many ones go through the join table.
    /// Ordered relationships carry their order (order column, then primary key), like
    /// `relatedIDs(of:relationship:)`.
    mutating func collection(of relationship: RelationshipDescription, owner: SQLFragment) throws -> SQLCollection {
        let destination = relationship.destinationEntity!
        let table = schema.table(for: destination).name
        let sub = nextAlias()
        switch RelationshipStorage.of(relationship) {
        case .inverseForeignKey(let ordered):
            let fk = schema.columnName(of: relationship.inverseRelationship!, in: destination)!
            let order = ordered ? schema.orderColumn(for: relationship).map { "\(sub).\($0), \(sub).Z_PK" } : nil
            return SQLCollection(
                tables: ["\(table) \(sub)"], conditions: ["\(sub).\(fk) = \(owner)"], element: "\(sub).Z_PK",
                kind: .object(destination), row: (sub, destination), order: order)
        case .joinTable:
            let join = schema.joinTable(for: relationship)!
            let canonical = RelationshipStorage.isCanonicalSide(relationship)
            let (mine, theirs) = canonical ? (join.ownerColumn, join.destinationColumn) : (join.destinationColumn, join.ownerColumn)
            let link = "j_\(sub)"
            let order = relationship.isOrdered && canonical ? join.orderColumn.map { "\(link).\($0), \(sub).Z_PK" } : nil
            return SQLCollection(
                tables: ["\(join.name) \(link)", "\(table) \(sub)"],
                conditions: ["\(link).\(mine) = \(owner)", "\(sub).Z_PK = \(link).\(theirs)"], element: "\(sub).Z_PK",
                kind: .object(destination), row: (sub, destination), order: order)
        case .foreignKey:
            throw CairnError(.invalidRequest, "Internal: '\(relationship.name)' is not a to-many relationship.")
        }
    }

    /// `collection` continued through another to-many relationship of its elements: the rows of
    /// both are joined, so the result has one row per element of the inner relationship
    /// (`items.tags` is every tag of every item, as the in-memory evaluator flattens it).
    mutating func collection(_ collection: SQLCollection, through relationship: RelationshipDescription, owner: SQLFragment) throws -> SQLCollection {
        var inner = try self.collection(of: relationship, owner: owner)
        inner.tables = collection.tables + inner.tables
        inner.conditions = collection.conditions + inner.conditions
        inner.order = nil
        return inner
    }
}
