import Foundation

/// How a SQLite-style store keeps a relationship (Core Data's layout).
enum RelationshipStorage {
    /// A foreign-key column on the source row (`Z<NAME>`).
    case foreignKey
    /// Derived from the to-one inverse's foreign key; ordered ones also keep an order column
    /// (`Z_FOK_<INVERSE>`) on the destination rows.
    case inverseForeignKey(ordered: Bool)
    /// A join table (`Z_<n><NAME>`): many-to-many and to-many without inverse.
    case joinTable

    static func of(_ relationship: RelationshipDescription) -> RelationshipStorage {
        guard relationship.isToMany else { return .foreignKey }
        if let inverse = relationship.inverseRelationship, !inverse.isToMany {
            return .inverseForeignKey(ordered: relationship.isOrdered)
        }
        return .joinTable
    }

    /// Whether saves must send this relationship's contents to the store (everything but plain
    /// to-one and unordered one-to-many, which live in row values).
    static func needsContents(_ relationship: RelationshipDescription) -> Bool {
        switch of(relationship) {
        case .foreignKey: return false
        case .inverseForeignKey(let ordered): return ordered
        case .joinTable: return isCanonicalSide(relationship)
        }
    }

    /// For a many-to-many pair, the side that owns the join table (the other side is derived):
    /// the ordered side when only one is ordered (the join table keeps its order), otherwise the
    /// side whose entity and name sort first.
    static func isCanonicalSide(_ relationship: RelationshipDescription) -> Bool {
        guard let inverse = relationship.inverseRelationship, inverse.isToMany, inverse !== relationship else { return true }
        if relationship.isOrdered != inverse.isOrdered { return relationship.isOrdered }
        let mine = (relationship.entity?.entityName ?? "", relationship.name)
        let theirs = (inverse.entity?.entityName ?? "", inverse.name)
        return mine <= theirs
    }
}
