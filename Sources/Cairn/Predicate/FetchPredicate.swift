import Foundation

/// A condition on objects: the engine's predicate tree, Core Data's `NSPredicate`.
///
/// Build one from the NSPredicate format language, from Foundation's `#Predicate` (typed fetch
/// requests), or directly:
///
/// ```swift
/// let byTitle = FetchPredicate(format: "title CONTAINS[c] %@", "hello")
/// let recent = FetchPredicate.comparison(.keyPath("createdAt"), .greaterThan, .constant(.date(cutoff)))
/// let both = byTitle && recent
/// ```
///
/// The same tree is compiled to SQL by the SQLite store and evaluated in memory (unsaved objects,
/// the in-memory store, plain Swift collections); both give the same answers.
///
/// `&&`, `||`, ``and(_:)-type.method``, ``or(_:)-type.method`` and the format language put the operands of a nested
/// compound of the same kind into one list: `(a || b) || c` is `.or([a, b, c])`, so a predicate
/// joining 100,000 terms is one level deep, not 100,000. Any predicate, however deeply nested, is
/// freed without recursion.
public enum FetchPredicate: Sendable, Hashable {
    /// `TRUEPREDICATE` or `FALSEPREDICATE`.
    case literal(Bool)
    /// `NOT p`; make one with ``not(_:)-type.method`` (`.not(p)`) or `!p`.
    case not(Subpredicate)
    /// `p1 AND p2 AND …`; make one with ``and(_:)-type.method`` (`.and([p1, p2])`) or `&&`.
    case and(Subpredicates)
    /// `p1 OR p2 OR …`; make one with ``or(_:)-type.method`` (`.or([p1, p2])`) or `||`.
    case or(Subpredicates)
    /// A comparison between two expressions.
    indirect case comparison(FetchComparison)
    /// A predicate whose format string could not be parsed; executing it throws `error`.
    indirect case invalid(PredicateSyntaxError)

    /// A comparison `lhs op rhs` with the default modifier and options.
    public static func comparison(
        _ lhs: FetchExpression, _ op: FetchComparison.Operator, _ rhs: FetchExpression,
        modifier: FetchComparison.Modifier = .direct, options: FetchComparison.Options = []
    ) -> FetchPredicate {
        .comparison(FetchComparison(lhs, op, rhs, modifier: modifier, options: options))
    }

    /// How deeply a predicate may nest: each comparison, operator, function, index, key-path step,
    /// `NOT`, `AND`/`OR` and `SUBQUERY` is one level (a flat `AND`/`OR` list of any length is one).
    ///
    /// Parsing a deeper format string is a ``PredicateSyntaxError`` at the offset where the limit is
    /// passed; fetching with or evaluating a deeper predicate built in code throws ``CairnError``
    /// `.invalidRequest`. Deeper trees could exhaust a thread's stack in the recursive passes over
    /// them (measured in a debug build with a 512 KiB stack: SQL compilation overflows from about
    /// 70 levels, evaluation from about 150), and SQLite itself refuses SQL nested a few dozen
    /// levels deep ("parser stack overflow").
    public static let maximumDepth = 32
}

/// One comparison of a ``FetchPredicate``: `lhs op rhs`, optionally quantified and with string options.
public struct FetchComparison: Sendable, Hashable {
    /// The comparison operator.
    public enum Operator: String, Sendable, Hashable, CaseIterable {
        /// `==`, `=`
        case equalTo = "=="
        /// `!=`, `<>`
        case notEqualTo = "!="
        /// `<`
        case lessThan = "<"
        /// `<=`, `=<`
        case lessThanOrEqualTo = "<="
        /// `>`
        case greaterThan = ">"
        /// `>=`, `=>`
        case greaterThanOrEqualTo = ">="
        /// `MATCHES`: the whole string matches a regular expression.
        case matches = "MATCHES"
        /// `LIKE`: wildcard match with `*` and `?`.
        case like = "LIKE"
        /// `BEGINSWITH`
        case beginsWith = "BEGINSWITH"
        /// `ENDSWITH`
        case endsWith = "ENDSWITH"
        /// `CONTAINS`: substring for strings, membership for collections.
        case contains = "CONTAINS"
        /// `IN`: membership of the left value in the right collection (or substring of the right string).
        case `in` = "IN"
        /// `BETWEEN {low, high}`, inclusive.
        case between = "BETWEEN"
    }

    /// How a to-many left-hand side is quantified.
    public enum Modifier: String, Sendable, Hashable {
        /// No quantifier.
        case direct = ""
        /// `ANY` / `SOME`: at least one element satisfies the comparison.
        case any = "ANY"
        /// `ALL`: every element satisfies it.
        case all = "ALL"
        /// `NONE`: no element satisfies it.
        case none = "NONE"
    }

    /// String comparison options: `[c]`, `[d]`, `[n]`, `[l]` and combinations such as `[cdl]`.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// Wraps raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `[c]`: case-insensitive.
        public static let caseInsensitive = Options(rawValue: 1)
        /// `[d]`: diacritic-insensitive.
        public static let diacriticInsensitive = Options(rawValue: 2)
        /// `[n]`: the operands are already normalized (a speed hint, no change in meaning).
        public static let normalized = Options(rawValue: 4)
        /// `[l]`: locale-sensitive: case and diacritics are folded with the rules of the current
        /// locale (Foundation's `NSLocaleSensitivePredicateOption`, the same raw value), so that
        /// `"İ" ==[cl] "i"` holds in a Turkish locale. Without `[c]` or `[d]` it changes nothing.
        ///
        /// ```swift
        /// let p = FetchPredicate(format: "name BEGINSWITH[cdl] %@", "e")
        /// ```
        public static let localeSensitive = Options(rawValue: 8)
    }

    /// The left-hand expression.
    public var lhs: FetchExpression
    /// The operator.
    public var op: Operator
    /// The right-hand expression.
    public var rhs: FetchExpression
    /// The quantifier on the left-hand side.
    public var modifier: Modifier
    /// String options.
    public var options: Options

    /// Creates a comparison.
    public init(_ lhs: FetchExpression, _ op: Operator, _ rhs: FetchExpression, modifier: Modifier = .direct, options: Options = []) {
        self.lhs = lhs
        self.op = op
        self.rhs = rhs
        self.modifier = modifier
        self.options = options
    }
}

/// A value inside a ``FetchPredicate``: a key path, a constant, a variable, a function …
/// (Core Data's `NSExpression`).
public indirect enum FetchExpression: Sendable, Hashable {
    /// A constant value (format arguments and literals).
    case constant(PropertyValue)
    /// A key path from the evaluated object, e.g. `name`, `notebook.name`, `notes.@count`.
    case keyPath(String)
    /// A key path from another expression, e.g. `$note.text` or `SUBQUERY(…).@count`.
    case keyPathFrom(FetchExpression, String)
    /// `SELF`: the evaluated object itself.
    case evaluatedObject
    /// `$NAME`: a substitution variable, or a SUBQUERY's iteration variable.
    case variable(String)
    /// `{a, b, c}`: an array of expressions.
    case aggregate([FetchExpression])
    /// An element of a collection: `array[2]`, `array[FIRST]`, `array[LAST]`, `array[SIZE]`.
    case index(FetchExpression, FetchIndex)
    /// A function: arithmetic (`add:to:`, `from:subtract:`, `multiply:by:`, `divide:by:`,
    /// `modulus:by:`, `raise:toPower:`, `negative:`) or an aggregate (`count:`, `sum:`, `average:`,
    /// `min:`, `max:`), with Foundation's selector names.
    case function(String, [FetchExpression])
    /// `SUBQUERY(collection, $variable, predicate)`: the elements of `collection` matching `predicate`.
    case subquery(FetchExpression, variable: String, FetchPredicate)
    /// `TERNARY(predicate, trueExpression, falseExpression)`: `trueExpression` where `predicate`
    /// holds for the evaluated object, `falseExpression` otherwise (Foundation's
    /// `NSExpression(forConditional:trueExpression:falseExpression:)`).
    ///
    /// ```swift
    /// let label = FetchPredicate(format: "TERNARY(score >= 50, 'pass', 'fail') == 'pass'")
    /// let same = FetchPredicate.comparison(
    ///     .conditional(.comparison(.keyPath("score"), .greaterThanOrEqualTo, .constant(.integer(50))),
    ///                  trueExpression: .constant(.string("pass")), falseExpression: .constant(.string("fail"))),
    ///     .equalTo, .constant(.string("pass")))
    /// ```
    case conditional(FetchPredicate, trueExpression: FetchExpression, falseExpression: FetchExpression)
}

/// The index of a ``FetchExpression/index(_:_:)`` expression.
public enum FetchIndex: Sendable, Hashable {
    /// `[n]` (zero-based).
    case position(Int)
    /// `[FIRST]`
    case first
    /// `[LAST]`
    case last
    /// `[SIZE]`
    case size
}

/// A format string that could not be parsed: what was expected and where.
public struct PredicateSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, e.g. `expected ')'`.
    public var message: String
    /// The offset (in characters) in `format` where the problem was found.
    public var offset: Int
    /// The whole format string.
    public var format: String

    /// Creates a syntax error.
    public init(message: String, offset: Int, format: String) {
        self.message = message
        self.offset = offset
        self.format = format
    }

    /// `"<message> at offset <n> in \"<format>\""`.
    public var description: String { "\(message) at offset \(offset) in \"\(format)\"" }
}
