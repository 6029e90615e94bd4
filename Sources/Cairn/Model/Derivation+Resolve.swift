import Foundation

extension Derivation {
    /// Resolves `attribute`'s expression in `entity`, checking what Core Data allows: key paths the
    /// entity reaches, relationships with inverses, and a value that fits the attribute's type.
    ///
    /// - Throws: ``CairnError`` `.invalidModel` naming the entity, the attribute and the problem.
    static func resolve(_ attribute: DerivedAttributeDescription, in entity: EntityDescription) throws -> Derivation {
        let name = "\(entity.entityName).\(attribute.name)"
        func failure(_ problem: String) -> CairnError {
            CairnError(.invalidModel, "Derived attribute '\(name)' \(problem)", entity: entity.entityName, property: attribute.name)
        }
        guard let expression = attribute.derivationExpression else { throw failure("has no derivation expression; set derivationExpression.") }
        let supported = "Supported: a key path (name, author.name), rel.@count, rel.@sum.attribute, lowercase:(path), canonical:(path), now()."
        let (operation, path) = try parts(of: expression, orThrow: failure("has derivation '\(expression)', which Cairn cannot compute. \(supported)"))
        let type = attribute.attributeType
        if operation == .now {
            guard type == .date else { throw failure("derives now(), a date, but its type is \(type.rawValue); make it a date attribute.") }
            return Derivation(operation: .now, hops: [], source: nil)
        }
        let (hops, source) = try walk(path, from: entity, wantsAttribute: operation != .count, failure)
        let crossesToMany = hops.contains(where: \.isToMany)
        switch operation {
        case .count, .sum:
            guard crossesToMany else {
                throw failure("uses @\(operation == .count ? "count" : "sum") on '\(path.joined(separator: "."))', which is not a to-many relationship.")
            }
        default:
            guard !crossesToMany else { throw failure("copies '\(path.joined(separator: "."))' through a to-many relationship; use @count or @sum.") }
        }
        try checkType(operation, source: source, target: type, failure)
        return Derivation(operation: operation, hops: hops, source: source)
    }

    /// The operation and the key path components of a derivation expression.
    private static func parts(of expression: FetchExpression, orThrow error: CairnError) throws -> (Operation, [String]) {
        switch expression {
        case .function("now", let arguments) where arguments.isEmpty: return (.now, [])
        case .function("lowercase:", let arguments), .function("canonical:", let arguments), .function("count:", let arguments),
            .function("sum:", let arguments):
            guard arguments.count == 1, case .keyPath(let path) = arguments[0], !path.contains("@") else { throw error }
            let operations: [String: Operation] = ["lowercase:": .lowercase, "canonical:": .canonical, "count:": .count, "sum:": .sum]
            guard case .function(let function, _) = expression else { throw error }
            return (operations[function]!, path.split(separator: ".").map(String.init))
        case .keyPath(let path):
            var components = path.split(separator: ".").map(String.init)
            let operators = components.filter { $0.hasPrefix("@") }
            if operators.isEmpty { return (.copy, components) }
            guard operators.count == 1, let position = components.firstIndex(of: operators[0]) else { throw error }
            components.remove(at: position)
            switch operators[0] {
            case "@count" where position == components.count: return (.count, components)
            case "@sum": return (.sum, components)
            default: throw error
            }
        default:
            throw error
        }
    }

    /// Follows `path` from `entity`: relationships (each with an inverse), then an attribute when
    /// `wantsAttribute`.
    private static func walk(
        _ path: [String], from entity: EntityDescription, wantsAttribute: Bool, _ failure: (String) -> CairnError
    ) throws -> ([RelationshipDescription], AttributeDescription?) {
        guard !path.isEmpty else { throw failure("has an empty key path.") }
        var current = entity
        var hops: [RelationshipDescription] = []
        for (position, key) in path.enumerated() {
            let isLast = position == path.count - 1
            if isLast && wantsAttribute {
                guard let attribute = current.attributesByName[key] else {
                    throw failure("names '\(key)', which is not an attribute of '\(current.entityName)'.")
                }
                guard !attribute.isTransient, attribute.attributeType != .transformable else {
                    throw failure(
                        "reads '\(current.entityName).\(key)', which is \(attribute.isTransient ? "transient" : "transformable"); derivations read stored values of plain types."
                    )
                }
                return (hops, attribute)
            }
            guard let relationship = current.relationshipsByName[key], let destination = relationship.destinationEntity else {
                throw failure("names '\(key)', which is not \(isLast && wantsAttribute ? "an attribute" : "a relationship") of '\(current.entityName)'.")
            }
            guard relationship.inverseRelationship != nil else {
                throw failure(
                    "follows '\(current.entityName).\(key)', which has no inverse; give it one, so that changes to '\(destination.entityName)' objects update the derived value."
                )
            }
            hops.append(relationship)
            current = destination
        }
        return (hops, nil)
    }

    /// Whether the computed value fits the attribute's type.
    private static func checkType(_ operation: Operation, source: AttributeDescription?, target: AttributeType, _ failure: (String) -> CairnError) throws {
        let sourceType = source?.attributeType
        let fits: Bool
        var expected = ""
        switch operation {
        case .count:
            fits = target.isInteger
            expected = "an integer type"
        case .sum:
            guard let sourceType, sourceType.isNumeric, sourceType != .boolean else {
                throw failure("sums '\(source?.name ?? "?")', which is not a number.")
            }
            fits = target == .double || target == .float || target == .decimal || (target.isInteger && sourceType.isInteger)
            expected = sourceType.isInteger ? "a number type" : "double, float or decimal"
        case .lowercase, .canonical:
            guard sourceType == .string else { throw failure("changes the case of '\(source?.name ?? "?")', which is not a string.") }
            fits = target == .string
            expected = "string"
        case .copy:
            let floating: Set<AttributeType> = [.double, .float]
            if let sourceType, sourceType.isInteger, target.isInteger {
                fits = target.integerRange!.lowerBound <= sourceType.integerRange!.lowerBound
            } else {
                fits = sourceType == target || (sourceType.map(floating.contains) == true && floating.contains(target))
            }
            expected = sourceType?.rawValue ?? "?"
        case .now:
            fits = true
        }
        guard fits else { throw failure("computes a value its type \(target.rawValue) cannot hold; make it \(expected).") }
    }
}
