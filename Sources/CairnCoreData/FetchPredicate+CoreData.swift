import Cairn

extension FetchPredicate {
    /// Core Data's `NSCompoundPredicate.LogicalType`.
    public enum LogicalType: UInt, Sendable {
        /// Negates its one subpredicate.
        case not = 0
        /// True when every subpredicate is.
        case and = 1
        /// True when any subpredicate is.
        case or = 2
    }

    /// Core Data's `NSComparisonPredicate.Operator`.
    public typealias Operator = FetchComparison.Operator
    /// Core Data's `NSComparisonPredicate.Modifier`.
    public typealias Modifier = FetchComparison.Modifier
    /// Core Data's `NSComparisonPredicate.Options`.
    public typealias Options = FetchComparison.Options

    /// Core Data's `NSPredicate(value:)`: always true or always false.
    public init(value: Bool) { self = .literal(value) }

    /// Core Data's `NSCompoundPredicate(type:subpredicates:)`.
    ///
    /// ```swift
    /// let both = NSCompoundPredicate(type: .and, subpredicates: [recent, unread])
    /// ```
    public init(type: LogicalType, subpredicates: [FetchPredicate]) {
        switch type {
        case .and: self = .and(subpredicates)
        case .or: self = .or(subpredicates)
        case .not:
            precondition(
                subpredicates.count == 1,
                "NSCompoundPredicate(type: .not, subpredicates:) takes exactly one subpredicate, not \(subpredicates.count); combine them with .and or .or first."
            )
            self = .not(subpredicates[0])
        }
    }

    /// Core Data's `NSCompoundPredicate(andPredicateWithSubpredicates:)` (true for none).
    public init(andPredicateWithSubpredicates subpredicates: [FetchPredicate]) { self = .and(subpredicates) }

    /// Core Data's `NSCompoundPredicate(orPredicateWithSubpredicates:)` (false for none).
    public init(orPredicateWithSubpredicates subpredicates: [FetchPredicate]) { self = .or(subpredicates) }

    /// Core Data's `NSCompoundPredicate(notPredicateWithSubpredicate:)`.
    public init(notPredicateWithSubpredicate predicate: FetchPredicate) { self = .not(predicate) }

    /// Core Data's `NSComparisonPredicate(leftExpression:rightExpression:modifier:type:options:)`.
    ///
    /// ```swift
    /// let recent = NSComparisonPredicate(leftExpression: NSExpression(forKeyPath: "year"),
    ///                                    rightExpression: NSExpression(forConstantValue: 2000),
    ///                                    modifier: .direct, type: .greaterThan, options: [])
    /// ```
    public init(
        leftExpression: FetchExpression, rightExpression: FetchExpression, modifier: Modifier = .direct,
        type: Operator, options: Options = []
    ) {
        self = .comparison(FetchComparison(leftExpression, type, rightExpression, modifier: modifier, options: options))
    }

    /// Core Data's `predicateFormat`: the predicate as format-string text.
    public var predicateFormat: String { description }

    /// Core Data's `NSCompoundPredicate.compoundPredicateType` (a comparison or constant counts as
    /// a one-element `and`).
    public var compoundPredicateType: LogicalType {
        switch self {
        case .not: return .not
        case .or: return .or
        default: return .and
        }
    }

    /// Core Data's `NSCompoundPredicate.subpredicates`; empty for a comparison or a constant.
    ///
    /// `NSCompoundPredicate` and `NSComparisonPredicate` are one type here, so `p as?
    /// NSCompoundPredicate` always succeeds: a walker that recurses into `subpredicates` ends at
    /// the comparisons (and should test ``compoundPredicateType`` or `leftExpression` to tell them
    /// apart).
    public var subpredicates: [FetchPredicate] {
        switch self {
        case .and(let parts), .or(let parts): return Array(parts)
        case .not(let part): return [part.predicate]
        default: return []
        }
    }

    /// Core Data's `NSComparisonPredicate.leftExpression`.
    public var leftExpression: FetchExpression { comparisonParts.lhs }
    /// Core Data's `NSComparisonPredicate.rightExpression`.
    public var rightExpression: FetchExpression { comparisonParts.rhs }
    /// Core Data's `NSComparisonPredicate.predicateOperatorType`.
    public var predicateOperatorType: Operator { comparisonParts.op }
    /// Core Data's `NSComparisonPredicate.comparisonPredicateModifier`.
    public var comparisonPredicateModifier: Modifier { comparisonParts.modifier }

    private var comparisonParts: FetchComparison {
        guard case .comparison(let comparison) = self else {
            preconditionFailure("'\(self)' is not a comparison predicate; check `if case .comparison = predicate` before reading its expressions.")
        }
        return comparison
    }

    /// Core Data's `evaluate(with:)`: whether `object` (a managed object, a dictionary, or any
    /// value for `SELF`) matches, in memory.
    ///
    /// Like Core Data, which raises an exception, a predicate that cannot be evaluated on `object`
    /// (an unknown key, a type mismatch) stops the program with the reason; use
    /// `evaluate(with:substitutionVariables:)`, which throws it, to handle it instead.
    public func evaluate(with object: Any?) -> Bool {
        do {
            return try evaluate(with: object, substitutionVariables: [:])
        } catch {
            preconditionFailure(
                "NSPredicate '\(self)' cannot be evaluated on \(type(of: object as Any)): \(error). Call `try evaluate(with:substitutionVariables:)` to handle this as an error."
            )
        }
    }
}
