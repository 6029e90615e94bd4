import Foundation

extension StoreProjection {
    /// The projection of a dictionary fetch request on `entity`, checked against Core Data's rules.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` naming the entity and property: an unknown or
    ///   transient property, an aggregate in ``FetchRequest/propertiesToGroupBy``, a fetched value
    ///   that is neither grouped by nor an aggregate, a ``FetchRequest/havingPredicate`` without
    ///   grouping, or (for grouped and distinct results) a sort key that is not a fetched value.
    static func resolve<T>(_ request: FetchRequest<T>, entity: EntityDescription) throws -> StoreProjection {
        let fetched = try (request.propertiesToFetch ?? defaultProperties(of: entity)).map { try column(for: $0, entity) }
        let groupBy = try (request.propertiesToGroupBy ?? []).map { try column(for: $0, entity) }
        if let aggregate = groupBy.first(where: \.isAggregate) {
            throw CairnError(
                .invalidRequest, "propertiesToGroupBy of \(entity.entityName) cannot contain the aggregate '\(aggregate.key)'.", entity: entity.entityName,
                property: aggregate.key)
        }
        var projection = StoreProjection(columns: fetched, groupBy: groupBy, having: nil, distinct: request.returnsDistinctResults, valueOrder: [])
        if projection.isGrouped {
            for column in fetched where !column.isAggregate && !groupBy.contains(where: { $0.key == column.key || $0.expression == column.expression }) {
                throw CairnError(
                    .invalidRequest,
                    "The fetched property '\(column.key)' of \(entity.entityName) is neither in propertiesToGroupBy nor an aggregate; with grouping or aggregates every fetched value must be one of them.",
                    entity: entity.entityName, property: column.key)
            }
        }
        if let having = request.havingPredicate {
            guard !groupBy.isEmpty else {
                throw CairnError(.invalidRequest, "A havingPredicate on \(entity.entityName) needs propertiesToGroupBy.", entity: entity.entityName)
            }
            // mapExpressions recurses: the nesting is checked first.
            try PredicateCheck(entity: nil).check(having)
            let named = Dictionary(fetched.map { ($0.key, $0.expression) }, uniquingKeysWith: { first, _ in first })
            projection.having = having.mapExpressions { expression in
                guard case .variable(let name) = expression else { return nil }
                return named[name]
            }
        }
        if projection.ordersByValues {
            projection.valueOrder = try request.sortKeys.map { key in
                guard let position = fetched.firstIndex(where: { $0.key == key.key }) else {
                    throw CairnError(
                        .invalidRequest,
                        "Grouped or distinct results of \(entity.entityName) can only be sorted by fetched values; '\(key.key)' is not in propertiesToFetch.",
                        entity: entity.entityName, property: key.key)
                }
                return (position, key.ascending, key.caseInsensitive)
            }
        }
        return projection
    }

    /// Every stored attribute and to-one relationship (Core Data's default for dictionary results).
    private static func defaultProperties(of entity: EntityDescription) -> [FetchProperty] {
        entity.properties.compactMap { property in
            if property.isTransient { return nil }
            if let relationship = property as? RelationshipDescription, relationship.isToMany { return nil }
            return .keyPath(property.name)
        }
    }

    private static func column(for property: FetchProperty, _ entity: EntityDescription) throws -> Column {
        switch property {
        case .keyPath(let path):
            return Column(key: path, expression: .keyPath(path), type: try valueType(ofKeyPath: path, entity), isAggregate: false)
        case .expression(let description):
            return Column(
                key: description.name, expression: description.expression, type: .attribute(description.resultType),
                isAggregate: isRowAggregate(description.expression, entity))
        }
    }

    /// What a fetched key path returns: the type of the attribute it ends at, the entity of the
    /// to-one relationship it ends at, integers for `@count`, doubles for `@avg`.
    static func valueType(ofKeyPath path: String, _ entity: EntityDescription) throws -> ValueType {
        var current = entity
        var type: ValueType = .computed
        var elementDone = false
        let components = EntityDescription.components(of: path)
        for (position, key) in components.enumerated() {
            if elementDone {
                elementDone = false
                continue
            }
            switch key.lowercased() {
            case "@count": return .attribute(.integer64)
            case "@avg": return .attribute(.double)
            case "@sum", "@min", "@max", "self": continue
            default: break
            }
            guard let property = current.propertiesByName[key] else {
                throw CairnError(
                    .invalidRequest, "Entity '\(current.entityName)' has no property '\(key)' to fetch (key path '\(path)').", entity: current.entityName,
                    property: key)
            }
            guard !property.isTransient else {
                throw CairnError(
                    .invalidRequest, "'\(current.entityName).\(key)' is transient and not in the store; a dictionary fetch cannot return it.",
                    entity: current.entityName,
                    property: key)
            }
            if let composite = property as? CompositeAttributeDescription {
                type = .attribute(try current.compositeElement(composite, components.dropFirst(position + 1).first).attributeType)
                elementDone = true
            } else if let attribute = property as? AttributeDescription {
                type = .attribute(attribute.attributeType)
            } else if let relationship = property as? RelationshipDescription, let destination = relationship.destinationEntity {
                type = relationship.isToMany ? .computed : .object(destination)
                current = destination
            }
        }
        return type
    }

    /// Whether an expression is an aggregate function (`count:` …) of a value of each row, so it
    /// aggregates the rows of a group rather than a collection of one row.
    static func isRowAggregate(_ expression: FetchExpression, _ entity: EntityDescription) -> Bool {
        guard case .function(let name, let arguments) = expression, FunctionEvaluator.aggregateOperators[name] != nil, arguments.count == 1 else {
            return false
        }
        return isPerRow(arguments[0], entity)
    }

    /// Whether an expression is one value per row: key paths through to-one relationships, `SELF`,
    /// constants and arithmetic on them.
    static func isPerRow(_ expression: FetchExpression, _ entity: EntityDescription) -> Bool {
        switch expression {
        case .constant, .evaluatedObject: return true
        case .keyPath(let path):
            let components = EntityDescription.components(of: path)
            return !components.contains { $0.hasPrefix("@") } && entity.toManySteps(along: components) == 0
        case .function(let name, let arguments):
            return FunctionEvaluator.aggregateOperators[name] == nil && arguments.allSatisfy { isPerRow($0, entity) }
        default: return false
        }
    }
}
