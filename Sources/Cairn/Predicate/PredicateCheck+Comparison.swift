import Foundation

extension PredicateCheck {
    /// The checks of one comparison: membership, regular expressions, kinds of values.
    func checkComparison(_ c: FetchComparison) throws {
        if c.op == .in { try checkMembership(c) }
        if c.op == .matches, case .constant(.string(let pattern)) = c.rhs {
            _ = try StringOperators.regularExpression(pattern, c.options)
        }
        if entity != nil { try checkKinds(c) }
    }

    /// `IN` needs a collection (array, set, to-many key path, `SUBQUERY`) or a string (a substring
    /// test) on its right, as `NSComparisonPredicate.Operator.in` documents; Core Data raises for
    /// anything else. `key IN 5` is not read as `key == 5`.
    private func checkMembership(_ c: FetchComparison) throws {
        guard let (kind, isCollection) = staticShape(of: c.rhs), !isCollection, kind != .text else { return }
        throw Self.membershipError(kind)
    }

    /// The error for `IN` with a single value of `kind` on its right (shared with the back ends,
    /// which meet it when the right-hand side's kind is only known while running).
    static func membershipError(_ kind: SQLValueKind) -> CairnError {
        CairnError(
            .invalidRequest,
            "IN needs a collection (an array, a set, a to-many key path or a SUBQUERY) or a string on its right, but the predicate has \(describe(kind)) there. Compare one value with ==, or pass an array."
        )
    }

    /// What an expression is known to be without running it: its kind and whether it is a
    /// collection; `nil` when that is only known while running.
    private func staticShape(of expression: FetchExpression) -> (SQLValueKind, Bool)? {
        switch expression {
        case .constant(.objects): return (.unknown, true)
        case .constant(.null): return (.unknown, false)
        case .constant(let value): return (SQLValueKind(value), false)
        case .aggregate, .subquery: return (.unknown, true)
        case .function(let name, _) where PredicateArithmeticOperator(selector: name) != nil || name == "negative:":
            return (.number, false)
        case .keyPath(let path):
            guard let entity, let (kind, toMany) = Self.resolve(path, from: entity) else { return nil }
            return (kind, toMany)
        default: return nil
        }
    }

    /// A stored attribute (reached by a plain key path) against constants of another kind: SQLite
    /// would convert one side (a text column matches the number 5 as "5"), memory would not.
    private func checkKinds(_ c: FetchComparison) throws {
        guard let entity else { return }
        let (path, constants): (String, FetchExpression)
        switch (c.lhs, c.rhs) {
        case (.keyPath(let p), _): (path, constants) = (p, c.rhs)
        case (_, .keyPath(let p)) where c.op != .in && c.op != .contains: (path, constants) = (p, c.lhs)
        default: return
        }
        guard let (kind, _) = Self.resolve(path, from: entity), kind != .unknown else { return }
        let values: [PropertyValue]
        switch constants {
        case .constant(.objects(let ids)): values = ids.map(PropertyValue.object)
        case .constant(let value): values = [value]
        case .aggregate(let items):
            var found: [PropertyValue] = []
            for item in items {
                guard case .constant(let value) = item else { return }
                found.append(value)
            }
            values = found
        default: return
        }
        let isStringOperator = [.beginsWith, .endsWith, .like, .matches].contains(c.op) || (c.op == .contains && kind == .text)
        if isStringOperator, kind != .text { throw kindError(c, path, kind, operatorNeeds: "text") }
        for value in values where !value.isNull {
            let other = SQLValueKind(value)
            if other == .unknown || kind == other { continue }
            if kind.entity != nil && other.entity != nil { continue }
            throw kindError(c, path, kind, found: other)
        }
    }

    private func kindError(_ c: FetchComparison, _ path: String, _ kind: SQLValueKind, found other: SQLValueKind? = nil, operatorNeeds: String? = nil)
        -> CairnError
    {
        let name = entity.map { "\($0.entityName).\(path)" } ?? path
        let what = other.map { "compares it with \(Self.describe($0))" } ?? "uses \(c.op.rawValue), which needs \(operatorNeeds ?? "text")"
        return CairnError(
            .invalidRequest,
            "'\(name)' holds \(Self.describe(kind)), but a '\(c.op.rawValue)' comparison on it \(what). SQLite would convert one side and memory would not, so Cairn refuses it: compare it with a value of its own type (convert the value in code first).",
            entity: entity?.entityName, property: path)
    }

    /// The kind of value a plain key path from `entity` reaches (through relationships) and whether
    /// it goes through a to-many relationship; `nil` for collection operators and unknown keys
    /// (the back ends report those).
    static func resolve(_ path: String, from entity: EntityDescription) -> (SQLValueKind, Bool)? {
        var current = entity
        var toMany = false
        let components = path.utf8.contains(UInt8(ascii: ".")) ? path.split(separator: ".").map(String.init) : [path]
        for (position, key) in components.enumerated() {
            if key.hasPrefix("@") { return nil }
            if key.uppercased() == "SELF" {
                if position == components.count - 1 { return (.object(current), toMany) }
                continue
            }
            guard let property = current.propertiesByName[key] else { return nil }
            if let composite = property as? CompositeAttributeDescription {
                guard position == components.count - 2, let element = try? current.compositeElement(composite, components.last) else { return nil }
                return (SQLValueKind(element.attributeType), toMany)
            }
            if let attribute = property as? AttributeDescription {
                guard position == components.count - 1, attribute.attributeType != .transformable else { return nil }
                return (SQLValueKind(attribute.attributeType), toMany)
            }
            guard let relationship = property as? RelationshipDescription, let destination = relationship.destinationEntity else { return nil }
            if relationship.isToMany { toMany = true }
            current = destination
        }
        return (.object(current), toMany)
    }

    /// "a number", "text" … for messages (never the value itself).
    static func describe(_ kind: SQLValueKind) -> String {
        switch kind {
        case .number: return "a number (or a Boolean or date)"
        case .text: return "text"
        case .blob: return "binary data (or a UUID)"
        case .object(let entity): return "an object (\(entity.entityName))"
        case .unknown: return "nil"
        }
    }
}
