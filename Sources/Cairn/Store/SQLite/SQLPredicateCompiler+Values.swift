import Foundation

extension SQLPredicateCompiler {
    /// `TERNARY(predicate, a, b)` as `CASE WHEN … THEN a ELSE b END`: a condition that is NULL
    /// (unknown) takes the false branch, as a false predicate does in memory.
    mutating func conditional(
        _ predicate: FetchPredicate, _ whenTrue: FetchExpression, _ whenFalse: FetchExpression, _ scope: Scope, _ c: SQLCompileContext
    ) throws -> SQLOperand {
        let test = try condition(predicate, scope, twoValued: true)
        let yes = try scalar(try operand(whenTrue, scope, in: c), matching: .unknown, c)
        let no = try scalar(try operand(whenFalse, scope, in: c), matching: .unknown, c)
        let kind = yes.kind == no.kind || no.kind == .unknown ? yes.kind : (yes.kind == .unknown ? no.kind : .unknown)
        return .scalar("(CASE WHEN \(test) THEN \(yes.sql) ELSE \(no.sql) END)", kind)
    }

    /// `base[index]` for an index that is not a literal position (`objectFrom:withIndex:`): a
    /// constant string on an object is that key (`SELF['name']`, `owner['name']`), a constant
    /// integer on a collection that position; an index computed per row cannot be run in SQL.
    mutating func subscripted(_ base: SQLOperand, by index: SQLOperand, _ c: SQLCompileContext) throws -> SQLOperand {
        switch (base, index) {
        case (.scalar(_, .object), .constant(.string(let key))):
            return try walk(key, from: base, c)
        case (.collection, .constant(.integer(let n))), (.list, .constant(.integer(let n))):
            return try self.index(base, .position(Int(clamping: n)), c)
        case (_, .constant(.null)):
            return .constant(.null)
        case (.collection, .constant), (.list, .constant):
            throw Self.unsupported(c, "a subscript of an array or to-many relationship needs an integer index")
        case (.scalar(_, let kind), .constant) where kind != .unknown:
            throw Self.unsupported(
                c, "a subscript x[…] needs an array, a dictionary or an object before the brackets, but the value there is \(PredicateCheck.describe(kind))")
        default:
            throw Self.unsupported(
                c,
                "a subscript x[i] whose index changes from row to row (or whose base is not an object or relationship); use [n], [FIRST], [LAST] or [SIZE], or fetch the objects and filter them in memory with filtered(using:)"
            )
        }
    }

    /// A key-value accessor read from a value that is not an object (`name.length`,
    /// `score.doubleValue`), run by ``ValueAccessor``'s code through `cairn_math`.
    func accessed(_ key: String, _ sql: SQLFragment, _ kind: SQLValueKind, _ c: SQLCompileContext) throws -> (sql: SQLFragment, kind: SQLValueKind) {
        if ValueAccessor.isSelf(key) { return (sql, kind) }
        guard let selector = ValueAccessor.selector(of: key) else { throw Self.notAccessor("'\(key)'", kind, c) }
        return (try accessorCall(selector, named: "'\(key)'", sql, kind, c), .number)
    }

    /// `cairn_math(selector, value, NULL)` for an accessor's (or `length:`'s) internal selector,
    /// refused at compile time when the value's kind has no such key.
    func accessorCall(_ selector: String, named name: String, _ sql: SQLFragment, _ kind: SQLValueKind, _ c: SQLCompileContext) throws -> SQLFragment {
        switch kind {
        case .text, .unknown: break
        case .number where selector != "length:": break
        default: throw Self.notAccessor(name, kind, c)
        }
        return "cairn_math('\(selector)', \(sql), NULL)"
    }

    private static func notAccessor(_ name: String, _ kind: SQLValueKind, _ c: SQLCompileContext) -> CairnError {
        unsupported(
            c,
            "\(name) follows a value that is \(PredicateCheck.describe(kind)), not an object; values answer only self, length (strings), doubleValue, integerValue, intValue, longLongValue, boolValue and timeIntervalSinceReferenceDate"
        )
    }

    /// The bitwise functions in SQLite's own operators (which truncate reals to integers as
    /// ``BitwiseFunction`` does); XOR, which SQLite lacks, as `(a | b) - (a & b)`, exact because
    /// `a & b` has only bits of `a | b`.
    static func bitwise(_ name: String, _ sql: [SQLFragment]) -> SQLFragment? {
        switch (name, sql.count) {
        case ("bitwiseAnd:with:", 2): return "(\(sql[0]) & \(sql[1]))"
        case ("bitwiseOr:with:", 2): return "(\(sql[0]) | \(sql[1]))"
        case ("bitwiseXor:with:", 2): return "((\(sql[0]) | \(sql[1])) - (\(sql[0]) & \(sql[1])))"
        case ("leftshift:by:", 2): return "(\(sql[0]) << \(sql[1]))"
        case ("rightshift:by:", 2): return "(\(sql[0]) >> \(sql[1]))"
        case ("onesComplement:", 1): return "(~\(sql[0]))"
        default: return nil
        }
    }
}
