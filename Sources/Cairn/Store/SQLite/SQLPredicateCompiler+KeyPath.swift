import Foundation

extension SQLPredicateCompiler {
    /// Where a key-path walk stands.
    enum PathPosition {
        /// A row in the query (the evaluated row, a SUBQUERY variable, a collection's element).
        case row(String, EntityDescription)
        /// An object given by an expression for its primary key (may be NULL).
        case reference(SQLFragment, EntityDescription)
        /// A value that is not an object.
        case value(SQLFragment, SQLValueKind)

        var sql: SQLFragment {
            switch self {
            case .row(let alias, _): return "\(alias).Z_PK"
            case .reference(let sql, _), .value(let sql, _): return sql
            }
        }

        var kind: SQLValueKind {
            switch self {
            case .row(_, let entity), .reference(_, let entity): return .object(entity)
            case .value(_, let kind): return kind
            }
        }
    }

    /// A key path from an operand (`$x.name`, `SUBQUERY(…).@count`, `items[FIRST].name`).
    mutating func walk(_ path: String, from start: SQLOperand, _ c: SQLCompileContext) throws -> SQLOperand {
        switch start {
        case .scalar(let sql, .object(let entity)):
            return try walk(path, from: .reference(sql, entity), in: nil, c)
        case .scalar(let sql, let kind):
            return try walk(path, from: .value(sql, kind), in: nil, c)
        case .collection(let collection):
            let position: PathPosition = collection.row.map { .row($0.alias, $0.entity) } ?? .value(collection.element, collection.kind)
            return try walk(path, from: position, in: collection, c)
        case .constant, .list:
            throw Self.unsupported(c, "the key path '\(path)' follows an expression that is not an object or relationship")
        }
    }

    /// Walks `path` from `position`; `collection` is the row source the position is in, if any.
    ///
    /// To-one steps become scalar subqueries on the destination's primary key, to-many steps join
    /// the destination rows into the collection; `@count`, `@sum`, `@avg`, `@min` and `@max`
    /// aggregate what precedes them over what follows them (`items.@sum.price`).
    mutating func walk(_ path: String, from start: PathPosition, in collection: SQLCollection?, _ c: SQLCompileContext) throws -> SQLOperand {
        var position = start
        var collection = collection
        let components = path.split(separator: ".").map(String.init)
        var elementDone = false
        for (offset, key) in components.enumerated() {
            if elementDone {
                elementDone = false
                continue
            }
            if key.hasPrefix("@") {
                let rest = components[(offset + 1)...].joined(separator: ".")
                let values = rest.isEmpty ? Self.finish(position, collection) : try walk(rest, from: position, in: collection, c)
                return try collectionOperator(key, values, c)
            }
            if key.uppercased() == "SELF" { continue }
            let entity: EntityDescription
            switch position {
            case .value(let sql, let kind):
                // `name.length`, `parts.@max.weight.doubleValue`: a key-value accessor of the value.
                let (accessed, accessedKind) = try accessed(key, sql, kind, c)
                position = .value(accessed, accessedKind)
                continue
            case .row(_, let e), .reference(_, let e):
                entity = e
            }
            var property = try storedProperty(key, of: entity, in: c)
            if let composite = property as? CompositeAttributeDescription {
                // `location.latitude`: the element's own attribute.
                property = try entity.compositeElement(composite, components.dropFirst(offset + 1).first)
                elementDone = true
            }
            let relationship = property as? RelationshipDescription
            if let relationship, relationship.isToMany {
                let owner = position.sql
                collection =
                    try collection.map { try self.collection($0, through: relationship, owner: owner) }
                    ?? self.collection(of: relationship, owner: owner)
                position = .row(collection!.row!.alias, relationship.destinationEntity!)
                continue
            }
            let value: SQLFragment
            switch position {
            case .row(let alias, _):
                value = column(property, entity, alias)
            default:
                let sub = nextAlias()
                value = "(SELECT \(column(property, entity, sub)) FROM \(schema.table(for: entity).name) \(sub) WHERE \(sub).Z_PK = \(position.sql))"
            }
            if let relationship {
                position = .reference(value, relationship.destinationEntity!)
            } else {
                position = .value(value, SQLValueKind((property as! AttributeDescription).attributeType))
            }
        }
        return Self.finish(position, collection)
    }

    /// The operand a walk ends with: the collection of what the position reaches, or one value.
    static func finish(_ position: PathPosition, _ collection: SQLCollection?) -> SQLOperand {
        guard var collection else { return .scalar(position.sql, position.kind) }
        collection.element = position.sql
        collection.kind = position.kind
        if case .row(let alias, let entity) = position { collection.row = (alias, entity) } else { collection.row = nil }
        return .collection(collection)
    }
}
