import Foundation

extension SQLPredicateCompiler {
    /// One left value (SQL of `kind`) against any right-hand operand: the SQL twin of
    /// ``PredicateEvaluator/test(_:_:_:_:)``.
    mutating func test(_ left: SQLFragment, _ kind: SQLValueKind, _ c: FetchComparison, _ right: SQLOperand, twoValued: Bool) throws -> SQLFragment {
        if let constants = right.constantValues {
            return try leaf(left, kind, c, RightSide(values: constants, isList: Self.isCollection(right)), twoValued: twoValued)
        }
        switch right {
        case .scalar(let sql, let rightKind):
            if c.op == .between {
                throw CairnError(.invalidRequest, "BETWEEN needs exactly two bounds ({low, high}), got '\(c.rhs)'.")
            }
            return try scalarCompare(left, kind, c.op, sql, rightKind, c.options, twoValued: twoValued)
        case .list(let items):
            switch c.op {
            case .in:
                let tests = try items.map { item -> SQLFragment in
                    let (sql, itemKind) = try scalar(item, matching: kind, .init(c))
                    return try scalarCompare(left, kind, .equalTo, sql, itemKind, c.options, twoValued: false)
                }
                return tests.isEmpty ? "0" : .connected(tests, by: " OR ")
            case .between:
                guard items.count == 2 else {
                    throw CairnError(.invalidRequest, "BETWEEN needs exactly two bounds ({low, high}), got \(items.count).")
                }
                let (low, lowKind) = try scalar(items[0], matching: kind, .init(c))
                let (high, highKind) = try scalar(items[1], matching: kind, .init(c))
                let lower = try scalarCompare(left, kind, .greaterThanOrEqualTo, low, lowKind, c.options, twoValued: true)
                let upper = try scalarCompare(left, kind, .lessThanOrEqualTo, high, highKind, c.options, twoValued: true)
                return "(\(lower) AND \(upper))"
            default:
                // The evaluator reads an array as one value only when it has exactly one element.
                let single = items.count == 1 ? items[0] : .constant(.null)
                return try test(left, kind, c, single, twoValued: twoValued)
            }
        case .collection(let collection):
            guard c.op == .in else {
                throw Self.unsupported(c, "a to-many key path on the right can only be used with IN; put it on the left with ANY/ALL/NONE")
            }
            return try quantified(.any, over: collection) { compiler, _ in
                try compiler.scalarCompare(left, kind, .equalTo, collection.element, collection.kind, c.options, twoValued: false)
            }
        case .constant:
            preconditionFailure("constants are handled above")
        }
    }

    /// Two SQL values compared with the in-memory rules: `IS` for (null-safe) equality, ordered
    /// comparisons false with nil, string operators through `cairn_str`, values of kinds that
    /// never compare (a string and a number …) equal only when both are nil.
    func scalarCompare(
        _ left: SQLFragment, _ leftKind: SQLValueKind, _ op: FetchComparison.Operator,
        _ right: SQLFragment, _ rightKind: SQLValueKind, _ options: FetchComparison.Options, twoValued: Bool
    ) throws -> SQLFragment {
        let options = options.subtracting(.normalized)
        func side(_ sql: SQLFragment) -> SQLFragment { options.isEmpty ? sql : "cairn_fold(\(sql), \(options.rawValue))" }
        let bothNil: SQLFragment = "(\(left) IS NULL AND \(right) IS NULL)"
        guard leftKind.isComparable(with: rightKind) else {
            switch op {
            case .equalTo, .in: return bothNil
            case .notEqualTo: return "NOT \(bothNil)"
            default: return "0"
            }
        }
        switch op {
        case .equalTo:
            return "\(side(left)) IS \(side(right))"
        case .notEqualTo:
            return "\(side(left)) IS NOT \(side(right))"
        case .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo:
            let sql: SQLFragment = "\(side(left)) \(op.rawValue) \(side(right))"
            return twoValued ? "COALESCE(\(sql), 0)" : sql
        case .in:
            // IN a string is a substring test; IN a single value of another kind is an error.
            guard rightKind == .text || rightKind == .unknown else { throw PredicateCheck.membershipError(rightKind) }
            guard rightKind == .text else { return "\(side(left)) IS \(side(right))" }
            return "(cairn_str('CONTAINS', \(options.rawValue), \(right), \(left)) OR \(bothNil))"
        case .beginsWith, .endsWith, .contains, .like, .matches:
            return "cairn_str('\(op.rawValue)', \(options.rawValue), \(left), \(right))"
        case .between:
            throw CairnError(.invalidRequest, "BETWEEN needs exactly two bounds ({low, high}).")
        }
    }
}
