import Foundation
import Testing

@testable import Cairn

/// `&&`, `||`, `.and`, `.or` and the format language make one flat list of a chain (issue 40),
/// share the list of a left operand without changing it, and free any tree without recursion.
@Suite struct PredicateFlatteningTests {
    private static func key(_ value: Int) -> FetchPredicate {
        .comparison(.keyPath("key"), .equalTo, .constant(.integer(Int64(value))))
    }

    private let a = Self.key(1), b = Self.key(2), c = Self.key(3), d = Self.key(4)

    @Test("a chain of || or && is one list, whichever side nests; NOT and mixed kinds stay")
    func chainsAreFlat() {
        #expect(((a || b) || c) == .or([a, b, c]))
        #expect((a || (b || c)) == .or([a, b, c]))
        #expect(((a || b) || (c || d)) == .or([a, b, c, d]))
        #expect((a && b && c) == .and([a, b, c]))
        #expect(FetchPredicate.and([.and([a, b]), c, .and([d])]) == .and([a, b, c, d]))
        #expect(FetchPredicate.or([.or([.or([a])])]) == .or([a]))
        #expect(((a && b) || c) == .or([.and([a, b]), c]))
        #expect(!(!a) == .not(.not(a)))
        if case .not(let negated) = !(a || b) { #expect(negated.predicate == .or([a, b])) } else { Issue.record("not a NOT") }
        #expect(Set([(a || b) || c, .or([a, b, c])]).count == 1)
        #expect(FetchPredicate.or([a, b]) != .or([b, a]))
    }

    @Test("100,000 terms joined with || in a loop are one OR of 100,000 operands")
    func longLoopIsOneList() throws {
        var predicate = Self.key(0)
        for value in 1..<100_000 { predicate = predicate || Self.key(value) }
        guard case .or(let parts) = predicate else {
            Issue.record("not an OR")
            return
        }
        #expect(parts.count == 100_000)
        #expect(parts[99_999] == Self.key(99_999) && parts.first == Self.key(0))
        #expect(Array(parts) == (0..<100_000).map(Self.key))
    }

    @Test("a list a later || appended to stays as it was; later ORs of the same list are their own")
    func sharedListsDoNotChange() async {
        let base = a || b
        let first = base || c
        let second = base || d
        #expect(base == .or([a, b]))
        #expect(first == .or([a, b, c]))
        #expect(second == .or([a, b, d]))
        #expect((first || d) == .or([a, b, c, d]))
        // Appended to from many tasks at once: each result has its own last operand.
        let results = await withTaskGroup(of: (Int, FetchPredicate).self) { group in
            for value in 0..<64 { group.addTask { (value, base || Self.key(100 + value)) } }
            return await group.reduce(into: [(Int, FetchPredicate)]()) { $0.append($1) }
        }
        for (value, result) in results { #expect(result == .or([a, b, Self.key(100 + value)])) }
        #expect(base == .or([a, b]))
    }

    @Test("the format language and NOT-free parentheses give one list")
    func formatStringsAreFlat() {
        let chained = FetchPredicate(format: "key == 1 OR key == 2 OR key == 3")
        #expect(chained == .or([a, b, c]))
        #expect(FetchPredicate(format: "(key == 1 OR key == 2) OR (key == 3 OR key == 4)") == .or([a, b, c, d]))
        #expect(FetchPredicate(format: "(key == 1 AND key == 2) AND key == 3") == .and([a, b, c]))
        #expect(FetchPredicate(format: "(key == 1 AND key == 2) OR key == 3") == .or([.and([a, b]), c]))
        #expect(FetchPredicate(format: "NOT (key == 1 OR key == 2)") == .not(.or([a, b])))
    }

    @Test("a tree still referenced halfway down survives the release of its root")
    func sharedSubtreeSurvives() throws {
        var root = FetchPredicate.literal(true)
        var middle = root
        for level in 1...1_000_000 {
            root = .not(root)
            if level == 500_000 { middle = root }
        }
        root = .literal(false)
        var depth = 0
        var walk = middle
        while case .not(let negated) = walk {
            depth += 1
            walk = negated.predicate
        }
        #expect(depth == 500_000 && walk == .literal(true))
        walk = .literal(false)
        middle = .literal(false)
    }
}
