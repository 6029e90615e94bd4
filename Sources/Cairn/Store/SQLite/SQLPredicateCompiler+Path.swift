import Foundation

extension SQLPredicateCompiler {
    /// A key path (without collection operators) compared with constants, kept index-friendly:
    /// attributes as `t0.ZCOL op ?`, to-one paths as `t0.ZREL IN (SELECT t1.Z_PK FROM … WHERE …)`
    /// (the subquery runs once), to-many paths as `EXISTS (…)`.
    mutating func compilePath(
        _ components: ArraySlice<String>, _ c: FetchComparison, _ right: RightSide, entity: EntityDescription, alias: String, twoValued: Bool
    ) throws -> SQLFragment {
        let name = components.first!
        var property = try storedProperty(name, of: entity, in: .init(c))
        var rest = components.dropFirst()
        if let composite = property as? CompositeAttributeDescription {
            // `location.latitude`: the element's own attribute.
            property = try entity.compositeElement(composite, rest.first)
            rest = rest.dropFirst()
        }
        if let attribute = property as? AttributeDescription {
            var value = (sql: column(property, entity, alias), kind: SQLValueKind(attribute.attributeType))
            // `name.length`: key-value accessors of the attribute's value.
            for key in rest { value = try accessed(key, value.sql, value.kind, .init(c)) }
            return try scalarLeaf(value.sql, value.kind, c, right, twoValued: twoValued)
        }
        let relationship = property as! RelationshipDescription
        let destination = relationship.destinationEntity!
        if !relationship.isToMany {
            let fk = column(property, entity, alias)
            if rest.isEmpty { return try scalarLeaf(fk, .object(destination), c, right, twoValued: twoValued) }
            if c.modifier == .none {
                // NONE on a single value is the negation of the direct comparison.
                var direct = c
                direct.modifier = .direct
                return "NOT (\(try compilePath(components, direct, right, entity: entity, alias: alias, twoValued: true)))"
            }
            let sub = nextAlias()
            // The subquery selects rows where the condition is true; a nil relationship is decided
            // by the in-memory rule for a nil value.
            let inner = try compilePath(rest, c, right, entity: destination, alias: sub, twoValued: false)
            let member: SQLFragment = "\(fk) IN (SELECT \(sub).Z_PK FROM \(schema.table(for: destination).name) \(sub) WHERE \(inner))"
            // Without a destination, a path reaching a to-many relationship is an empty collection
            // (ALL holds, ANY does not); one reaching a value is nil.
            let holdsForNil = try reachesToMany(rest, from: destination) ? c.modifier == .all : right.holds(for: .null, c)
            return holdsForNil ? "(\(fk) IS NULL OR \(member))" : "(\(fk) IS NOT NULL AND \(member))"
        }
        let collection = try self.collection(of: relationship, owner: "\(alias).Z_PK")
        let sub = collection.row!.alias
        if rest.isEmpty, c.modifier == .direct, c.op == .contains {
            // `items CONTAINS %@`: every given object is a member (a single object, or each of a list).
            let members = try right.values.map { value in
                collection.exists(
                    try leaf(
                        "\(sub).Z_PK", collection.kind, FetchComparison(.evaluatedObject, .equalTo, .constant(value)),
                        RightSide(values: [value], isList: false), twoValued: false))
            }
            return members.isEmpty ? "1" : .connected(members, by: " AND ")
        }
        if rest.isEmpty, c.modifier == .direct, right.isList, c.op == .equalTo || c.op == .notEqualTo {
            throw Self.unsupported(
                c, "comparing the to-many relationship '\(name)' with an array compares whole collections; use ANY/ALL with IN, CONTAINS or @count")
        }
        // The quantifier applies to the collection; each element is compared directly.
        var element = c
        element.modifier = .direct
        func inner(_ twoValued: Bool) throws -> SQLFragment {
            rest.isEmpty
                ? try leaf("\(sub).Z_PK", collection.kind, element, right, twoValued: twoValued)
                : try compilePath(rest, element, right, entity: destination, alias: sub, twoValued: twoValued)
        }
        switch c.modifier {
        case .direct, .any: return collection.exists(try inner(false))
        case .none: return "NOT \(collection.exists(try inner(false)))"
        case .all: return "NOT \(collection.exists("NOT (\(try inner(true)))"))"
        }
    }

    /// Whether a key path from `entity` goes through a to-many relationship.
    private func reachesToMany(_ components: ArraySlice<String>, from entity: EntityDescription) throws -> Bool {
        entity.toManySteps(along: components) > 0
    }

    /// A single value compared with constants, honouring NONE (the negation; ANY and ALL of one
    /// value are the value itself).
    private func scalarLeaf(_ expression: SQLFragment, _ kind: SQLValueKind, _ c: FetchComparison, _ right: RightSide, twoValued: Bool) throws -> SQLFragment {
        guard c.modifier == .none else { return try leaf(expression, kind, c, right, twoValued: twoValued) }
        return "NOT (\(try leaf(expression, kind, c, right, twoValued: true)))"
    }
}
