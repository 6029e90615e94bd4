import Foundation

@testable import Cairn

/// Builds random predicate trees (depth ≤ 4) in the canonical shape the parser produces, for the
/// description round-trip test.
///
/// Canonical means: `AND`/`OR` have at least two operands; a key path from an expression never
/// starts from another key path (`a.b` is one key path); a `CAST` or `[index]` function is never
/// one the parser would fold into a constant or an index form; `BETWEEN` bounds are two.
struct PredicateASTGenerator {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    static let keys = [
        "title", "age", "notebook", "name", "size", "first", "SELF", "any", "In", "café", "first name", "1st", "a-b", "x_1", "FUNCTION", "now", "sum",
    ]
    static let collectionOperators = ["@count", "@sum", "@avg", "@min", "@max", "@distinctUnionOfObjects"]
    static let variables = ["x", "note", "SIZE", "ünï", "a b", "NAME_2"]
    static let strings = [
        "", "hello", "say \"hi\"", "it's", "back\\slash", "line\nbreak\ttab\r", "\u{7}bell", "%@ %K $X %%", "é", "e\u{301}", "👍🏽", "\"\u{301}", "日本語", "*?",
    ]
    static let functions = [
        "sum:", "count:", "min:", "max:", "average:", "median:", "mode:", "stddev:", "sqrt:", "log:", "ln:", "exp:", "floor:", "ceiling:", "abs:", "trunc:",
        "uppercase:", "lowercase:", "random:", "length:",
    ]
    static let binaryFunctions = [
        "add:to:", "from:subtract:", "multiply:by:", "divide:by:", "raise:toPower:", "modulus:by:",
        "bitwiseAnd:with:", "bitwiseOr:with:", "bitwiseXor:with:", "leftshift:by:", "rightshift:by:",
    ]

    mutating func predicate(depth: Int) -> FetchPredicate {
        guard depth > 1, !random.chance(0.3) else {
            return random.chance(0.08) ? .literal(random.chance(0.5)) : comparison(depth: depth)
        }
        switch random.int(0...3) {
        case 0: return .and((0..<random.int(2...4)).map { _ in predicate(depth: depth - 1) })
        case 1: return .or((0..<random.int(2...4)).map { _ in predicate(depth: depth - 1) })
        case 2: return .not(predicate(depth: depth - 1))
        default: return comparison(depth: depth)
        }
    }

    mutating func comparison(depth: Int) -> FetchPredicate {
        let op = random.pick(FetchComparison.Operator.allCases)
        let modifier = random.chance(0.7) ? .direct : random.pick([FetchComparison.Modifier.any, .all, .none])
        let options = FetchComparison.Options(rawValue: random.chance(0.6) ? 0 : random.int(1...15))
        let lhs = expression(depth: depth - 1)
        var rhs = expression(depth: depth - 1)
        let rhsIsArray = if case .aggregate = rhs { true } else { false }
        if op == .between, random.chance(0.7) || rhsIsArray {
            rhs = .aggregate([expression(depth: depth - 2), expression(depth: depth - 2)])
        }
        return .comparison(FetchComparison(lhs, op, rhs, modifier: modifier, options: options))
    }

    mutating func expression(depth: Int) -> FetchExpression {
        // Depth counts predicate levels; an expression at depth ≤ 1 is a leaf.
        guard depth > 1, !random.chance(0.35) else { return leaf() }
        let inner = depth - 1
        switch random.int(0...11) {
        case 0: return .keyPathFrom(nonKeyPath(depth: inner), keyPath())
        case 1: return .aggregate((0..<random.int(0...3)).map { _ in expression(depth: inner) })
        case 2: return .index(expression(depth: inner), random.pick([.first, .last, .size, .position(random.int(-3...10)), .position(Int.min)]))
        case 3: return .function(random.pick(Self.binaryFunctions), [expression(depth: inner), expression(depth: inner)])
        case 4: return .function(random.pick(["negative:", "onesComplement:"]), [expression(depth: inner)])
        case 5: return .function(random.pick(Self.functions), [expression(depth: inner)])
        case 6: return .subquery(keyPathOrVariable(), variable: random.pick(Self.variables), predicate(depth: inner))
        case 7: return .function(random.pick(["castObject:toType:", "objectFrom:withIndex:"]), [nonConstant(depth: inner), nonConstant(depth: inner)])
        case 8: return .function("FUNCTION", [expression(depth: inner), .constant(.string("stringByAppendingString:")), expression(depth: inner)])
        case 9: return .conditional(predicate(depth: inner), trueExpression: expression(depth: inner), falseExpression: expression(depth: inner))
        default: return .function(random.pick(["now", "random"]), [])
        }
    }

    mutating func leaf() -> FetchExpression {
        switch random.int(0...5) {
        case 0, 1: return .keyPath(keyPath())
        case 2: return .variable(random.pick(Self.variables))
        case 3: return .evaluatedObject
        default: return .constant(constant())
        }
    }

    mutating func constant() -> PropertyValue {
        switch random.int(0...11) {
        case 0: return .null
        case 1: return .integer(random.pick([0, 1, -1, 42, -7, .max, .min, Int64(random.int(-100_000...100_000))]))
        case 2: return .double(random.pick([0.5, -2.25, 1e-5, 5e20, -1e300, .infinity, -.infinity, 3.0, .ulpOfOne, Double(random.int(-1000...1000)) / 7]))
        case 3, 4: return .string(random.pick(Self.strings))
        case 5: return .bool(random.chance(0.5))
        case 6: return .date(Date(timeIntervalSinceReferenceDate: Double(random.int(-1_000_000_000...1_000_000_000)) / 8))
        case 7: return .data(Data((0..<random.int(0...6)).map { _ in UInt8(random.int(0...255)) }))
        case 8: return .uuid(randomUUID())
        case 9: return .url(URL(string: random.pick(["https://example.com/a?b=c#d", "file:///tmp/x", "mailto:a@b.c"]))!)
        case 10: return .decimal(Decimal(string: random.pick(["12.5", "-3.25", "0", "123456789.000001"]))!)
        default: return .string(String(random.int(0...9)))
        }
    }

    mutating func randomUUID() -> UUID {
        let hex = (0..<32).map { _ in String(random.int(0...15), radix: 16) }.joined()
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex.dropFirst(range.lowerBound).prefix(range.count))
        }
        return UUID(uuidString: parts.joined(separator: "-"))!
    }

    mutating func keyPath() -> String {
        var components = [random.pick(Self.keys)]
        while random.chance(0.4) { components.append(random.chance(0.3) ? random.pick(Self.collectionOperators) : random.pick(Self.keys)) }
        return components.joined(separator: ".")
    }

    mutating func keyPathOrVariable() -> FetchExpression {
        random.chance(0.7) ? .keyPath(keyPath()) : .keyPathFrom(.variable(random.pick(Self.variables)), keyPath())
    }

    /// An expression a key step may follow without merging into a longer key path.
    mutating func nonKeyPath(depth: Int) -> FetchExpression {
        while true {
            let candidate = expression(depth: depth)
            switch candidate {
            case .keyPath, .keyPathFrom: continue
            default: return candidate
            }
        }
    }

    /// An expression that is not a constant (so that `CAST` and `[index]` are not folded).
    mutating func nonConstant(depth: Int) -> FetchExpression {
        while true {
            let candidate = expression(depth: depth)
            if case .constant = candidate { continue }
            return candidate
        }
    }
}
