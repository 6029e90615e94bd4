import Foundation

@testable import Cairn

/// Random predicates on `Item` (see ``AgreementFixture``) covering every operator both back ends
/// run: comparisons with constants, key path with key path (across to-one), string operators and
/// options, IN/BETWEEN, ANY/ALL/NONE, SUBQUERY, collection operators and aggregate functions,
/// index forms, arithmetic, bitwise operators, `TERNARY`, subscripts, value accessors, `SELF` and objects (`$ITEMS`, `$ITEM`, `$TAG`, substituted per store).
struct AgreementPredicateGenerator {
    var random: SplitMix64

    private static let numericOps = ["==", "!=", "<", "<=", ">", ">="]
    private static let stringOps = numericOps + ["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES"]
    private static let options = ["", "[c]", "[d]", "[cd]", "[cl]", "[cdl]"]

    mutating func predicate(depth: Int = 0) -> FetchPredicate {
        guard depth < 3 else { return comparison() }
        switch random.int(0...5) {
        case 0: return .not(predicate(depth: depth + 1))
        case 1: return .and([predicate(depth: depth + 1), predicate(depth: depth + 1)])
        case 2: return .or([predicate(depth: depth + 1), predicate(depth: depth + 1)])
        default: return comparison()
        }
    }

    private mutating func op() -> String { random.pick(Self.numericOps) }
    private mutating func small() -> Int { random.int(-3...3) }
    private mutating func quarter() -> Double { Double(random.int(-4...12)) / 4 }
    private mutating func word() -> String { random.pick(AgreementFixture.words) }

    private mutating func pattern(for op: String) -> String {
        switch op {
        case "LIKE": return random.pick(["a*", "*e", "?pple", "*a*", "a\\*b"])
        case "MATCHES": return random.pick(["a.*", "[a-z]+", ".*E"])
        default: return word()
        }
    }

    private func parse(_ format: String, _ arguments: Any...) -> FetchPredicate {
        let predicate = FetchPredicate(format: format, argumentArray: arguments)
        if case .invalid(let error) = predicate { fatalError("generator wrote an invalid predicate: \(error)") }
        return predicate
    }

    mutating func comparison() -> FetchPredicate {
        switch random.int(0...29) {
        case 0: return parse("count \(op()) %@", random.chance(0.5) ? NSNull() : small())
        case 1: return parse("score \(op()) %@", quarter())
        case 2:
            let op = random.pick(Self.stringOps)
            return parse("name \(op)\(random.pick(Self.options)) %@", pattern(for: op))
        case 3: return parse("flag \(random.pick(["==", "!="])) %@", random.chance(0.5) ? true : NSNull())
        case 4: return parse("when \(op()) %@", Date(timeIntervalSinceReferenceDate: Double(random.int(0...5)) * 1000))
        case 5: return parse("count IN %@", (0..<random.int(0...3)).map { _ -> Any in random.chance(0.5) ? small() : NSNull() } as Any)
        case 6:
            let low = small()
            return parse("count BETWEEN {%d, %d}", low, low + random.int(0...3))
        case 7:
            return parse(
                "owner.name \(random.pick(["==", "!=", "BEGINSWITH"]))\(random.pick(Self.options)) %@",
                random.chance(0.3) ? NSNull() : random.pick(["ann", "bob", "Bob", "cecile"]))
        case 8: return parse("%d \(op()) count", small())
        // Key path with key path, across to-one relationships.
        case 9:
            let keys = ["count", "score", "owner.rank", "when", "key"]
            return parse("%K \(op()) %K", random.pick(keys), random.pick(keys))
        case 10:
            let op = random.pick(Self.stringOps.filter { $0 != "LIKE" && $0 != "MATCHES" } + ["IN"])
            let (a, b) = random.chance(0.5) ? ("name", "owner.name") : ("owner.name", "name")
            return parse("\(a) \(op)\(random.pick(Self.options)) \(b)")
        // Arithmetic.
        case 11: return parse("count + %d \(op()) %@", small(), quarter())
        case 12:
            if random.chance(0.2) { return parse("score * 2 \(op()) count") }
            return parse(random.pick(["count / 2 \(op()) %@", "-count \(op()) %@", "count ** 2 \(op()) %@", "modulus:by:(count, 2) \(op()) %@"]), small())
        // SUBQUERY.
        case 13:
            return parse(
                "SUBQUERY(parts, $p, $p.weight > %@ AND $p.label BEGINSWITH[c] %@).@count \(op()) %d", quarter(), random.pick(["a", "b", ""]), random.int(0...2)
            )
        case 14: return parse("SUBQUERY(tags, $t, $t.name ==[c] name OR $t.name == nil).@count > 0")
        // Collection operators and aggregate functions.
        case 15:
            let path = random.pick([
                "parts.@sum.weight", "parts.@avg.weight", "parts.@min.weight", "parts.@max.weight", "parts.@count", "tags.@count", "owner.items.@count",
                "sum(parts.weight)", "max(parts.weight)",
            ])
            return parse("\(path) \(op()) %@", quarter())
        case 16: return parse(random.pick(["parts.@max.label \(op()) %@", "parts.@min.label \(op()) %@"]), word())
        case 17: return parse(random.pick(["owner.items.@max.score \(op()) score", "parts.@sum.weight \(op()) count", "tags.@count \(op()) parts.@count"]))
        // Quantifiers over to-many relationships.
        case 18: return parse("\(random.pick(["ANY", "ALL", "NONE"])) parts.weight \(op()) %@", quarter())
        case 19: return parse("\(random.pick(["ANY", "ALL", "NONE", ""])) parts.weight \(op()) score")
        case 20:
            return parse(
                "\(random.pick(["ANY", "ALL", "NONE"])) tags.name \(random.pick(["==", "BEGINSWITH", "!="]))\(random.pick(Self.options)) %@",
                random.pick(["red", "apple", "z"]))
        // Constants on the left, objects and SELF.
        case 21: return parse(random.pick(["%@ IN tags.name", "%@ IN name", "%@ IN[c] name", "%@ IN parts.label"]), random.pick(["red", "Apple", "pp", "a"]))
        case 22: return parse(random.pick(["$TAG IN tags", "tags CONTAINS $TAG", "NOT $TAG IN tags", "tags CONTAINS $TAGS"]))
        case 23: return parse(random.pick(["SELF IN $ITEMS", "SELF == $ITEM", "SELF != $ITEM", "NOT (SELF IN $ITEMS)", "owner == $OWNER", "owner IN $OWNERS"]))
        // Bitwise operators, TERNARY, subscripts and value accessors.
        case 25: return parse("count \(random.pick(["&", "|", "^", "<<", ">>"])) %d \(op()) %d", random.int(-2...3), small())
        case 26: return parse(random.pick(["~count \(op()) %d", "score & owner.rank \(op()) %d", "(count ^ owner.rank) >> 1 \(op()) %d"]), small())
        case 27:
            return parse(
                random.pick(["TERNARY(flag == YES, count, score) \(op()) %@", "TERNARY(owner.name BEGINSWITH[c] 'a' OR count > 0, score * 2, -1) \(op()) %@"]),
                quarter())
        case 28:
            return parse(
                random.pick([
                    "name.length \(op()) %d", "owner['name'].length \(op()) %d", "score.integerValue \(op()) %d", "parts.@max.weight.doubleValue \(op()) %d",
                ]), random.int(0...5))
        // Index forms.
        case 24: return parse(random.pick(["parts[SIZE] \(op()) %@", "tags[SIZE] \(op()) %@"]), random.int(0...3))
        default:
            if random.chance(0.25) { return parse("parts[\(random.pick(["FIRST", "LAST", "0"]))].label BEGINSWITH[c] %@", random.pick(["a", "b", ""])) }
            return parse(random.pick(["parts[FIRST].weight \(op()) %@", "parts[LAST].weight \(op()) %@", "parts[1].weight \(op()) %@"]), quarter())
        }
    }
}
