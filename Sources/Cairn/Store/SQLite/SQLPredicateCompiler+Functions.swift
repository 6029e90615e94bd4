import Foundation

extension SQLPredicateCompiler {
    /// `@count`, `@sum`, `@avg`, `@min` or `@max` of an operand, with the in-memory rules: `@sum`
    /// of nothing is 0, `@avg`, `@min` and `@max` of nothing are nil, `nil`s are skipped, and
    /// strings have no sum or average.
    func collectionOperator(_ name: String, _ values: SQLOperand, _ c: SQLCompileContext) throws -> SQLOperand {
        let op = name.lowercased()
        guard ["@count", "@sum", "@avg", "@min", "@max"].contains(op) else {
            throw CairnError(.invalidRequest, "Unknown collection operator '\(name)' in \(c); use @count, @sum, @avg, @min or @max.")
        }
        switch values {
        case .collection(let collection):
            let element = collection.element, kind = collection.kind
            switch op {
            case "@count": return .scalar(collection.select("COUNT(*)"), .number)
            case "@sum": return kind.isNumeric ? .scalar(collection.select("COALESCE(SUM(\(element)), 0)"), .number) : .constant(.integer(0))
            case "@avg": return kind.isNumeric ? .scalar(collection.select("AVG(\(element))"), .number) : .constant(.null)
            case "@min": return .scalar(collection.select("MIN(\(element))"), kind)
            default: return .scalar(collection.select("MAX(\(element))"), kind)
            }
        case .scalar(let sql, let kind):
            // A single value is a collection of one.
            switch op {
            case "@count": return .constant(.integer(1))
            case "@sum": return kind.isNumeric ? .scalar("COALESCE(\(sql), 0)", .number) : .constant(.integer(0))
            case "@avg": return kind.isNumeric ? .scalar(sql, .number) : .constant(.null)
            default: return .scalar(sql, kind)
            }
        case .constant, .list:
            throw Self.unsupported(c, "\(name) of an array with key paths in it")
        }
    }

    /// An SQL aggregate over the rows of a group, with the collection operators' rules (`count:`
    /// counts rows, nil included; `sum:` of nothing is 0).
    static func rowAggregate(_ op: String, _ sql: SQLFragment, _ kind: SQLValueKind) -> SQLOperand {
        switch op {
        case "@count": return .scalar("COUNT(*)", .number)
        case "@sum": return kind.isNumeric ? .scalar("COALESCE(SUM(\(sql)), 0)", .number) : .constant(.integer(0))
        case "@avg": return kind.isNumeric ? .scalar("AVG(\(sql))", .number) : .constant(.null)
        case "@min": return .scalar("MIN(\(sql))", kind)
        default: return .scalar("MAX(\(sql))", kind)
        }
    }

    /// `collection[n]`, `[FIRST]`, `[LAST]`, `[SIZE]`. Positions need an order, so they work on
    /// ordered relationships (and arrays); `[SIZE]` works on every collection.
    func index(_ base: SQLOperand, _ index: FetchIndex, _ c: SQLCompileContext) throws -> SQLOperand {
        switch base {
        case .collection(let collection):
            if index == .size { return .scalar(collection.select("COUNT(*)"), .number) }
            guard let order = collection.order else {
                throw Self.unsupported(
                    c,
                    "[\(index.formatText)] needs an ordered to-many relationship; this collection has no order (use [SIZE], @count or an ordered relationship)")
            }
            let suffix: String
            switch index {
            case .first: suffix = " ORDER BY \(order) LIMIT 1"
            case .last: suffix = " ORDER BY \(Self.reversed(order)) LIMIT 1"
            case .position(let n):
                guard n >= 0 else { return .constant(.null) }
                suffix = " ORDER BY \(order) LIMIT 1 OFFSET \(n)"
            case .size: suffix = ""
            }
            return .scalar(collection.select(collection.element, suffix: suffix), collection.kind)
        case .list(let items):
            switch index {
            case .size: return .constant(.integer(Int64(items.count)))
            case .first: return items.first ?? .constant(.null)
            case .last: return items.last ?? .constant(.null)
            case .position(let n): return items.indices.contains(n) ? items[n] : .constant(.null)
            }
        case .scalar, .constant:
            // A single value is a collection of one.
            switch index {
            case .size: return .constant(.integer(1))
            case .first, .last, .position(0): return base
            case .position: return .constant(.null)
            }
        }
    }

    /// `a DESC, b DESC` for `a, b`.
    private static func reversed(_ order: String) -> String {
        order.split(separator: ",").map { "\($0.trimmingCharacters(in: .whitespaces)) DESC" }.joined(separator: ", ")
    }

    /// A function call: arithmetic and bitwise operators in SQL (`+ - *`, real division, `& | << >> ~`),
    /// `cairn_math` for modulus, powers and value accessors (with the evaluator's code),
    /// aggregate functions as collection operators.
    func function(_ name: String, _ arguments: [SQLOperand], _ c: SQLCompileContext) throws -> SQLOperand {
        try FunctionEvaluator.checkSupported(name)
        if let op = FunctionEvaluator.aggregateOperators[name], arguments.count == 1 {
            if aggregatesRows, case .scalar(let sql, let kind) = arguments[0] { return Self.rowAggregate(op, sql, kind) }
            if case .list(let items) = arguments[0] {
                guard op == "@count" else { throw Self.unsupported(c, "\(name) of an array with key paths in it") }
                return .constant(.integer(Int64(items.count)))
            }
            return try collectionOperator(op, arguments[0], c)
        }
        if ValueAccessor.functionSelectors.contains(name), arguments.count == 1 {
            let value = try scalar(arguments[0], matching: .unknown, c)
            return .scalar(try accessorCall(name, named: "the function '\(name)'", value.sql, value.kind, c), .number)
        }
        let scalars = try arguments.map { try scalar($0, matching: .number, c) }
        if scalars.contains(where: { !$0.kind.isNumeric && $0.kind != .unknown }) {
            // Arithmetic on strings, data or objects is nil in memory.
            return .constant(.null)
        }
        let sql = scalars.map(\.sql)
        switch (name, sql.count) {
        case ("add:to:", 2): return .scalar("(\(sql[0]) + \(sql[1]))", .number)
        case ("from:subtract:", 2): return .scalar("(\(sql[0]) - \(sql[1]))", .number)
        case ("multiply:by:", 2): return .scalar("(\(sql[0]) * \(sql[1]))", .number)
        case ("divide:by:", 2): return .scalar("(CAST(\(sql[0]) AS REAL) / \(sql[1]))", .number)
        case ("negative:", 1): return .scalar("cairn_math('negative:', \(sql[0]), NULL)", .number)
        case ("modulus:by:", 2), ("raise:toPower:", 2): return .scalar("cairn_math('\(name)', \(sql[0]), \(sql[1]))", .number)
        case _ where Self.bitwise(name, sql) != nil: return .scalar(Self.bitwise(name, sql)!, .number)
        default:
            throw CairnError(.invalidRequest, "The predicate function '\(name)' (in \(c)) is not supported.")
        }
    }
}

extension SQLValueKind {
    /// Whether the values are numbers (or not known to be anything else).
    var isNumeric: Bool { self == .number || self == .unknown }
}
