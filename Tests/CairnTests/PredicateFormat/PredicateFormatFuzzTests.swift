import Testing

@testable import Cairn

/// Random and mutated format strings never crash the parser: it returns or throws.
@Suite("Predicate format: fuzzing")
struct PredicateFormatFuzzTests {
    static let fragments = [
        "a", "b.c", "x_1", "==", "=", "!=", "<>", "<", "=<", "=>", ">=", "(", ")", "{", "}", "[", "]", ",", ".", ":",
        "AND", "or", "NOT", "!", "&&", "||", "&", "|", "ANY", "ALL", "NONE", "SOME", "SUBQUERY(", "CAST(", "FUNCTION(",
        "$x", "$", "%@", "%K", "%d", "%", "%%", "%l", "'str'", "\"", "'", "\\", "\\u", "\\uD83D", "\\x4", "\\101",
        "1", "0x", "0b2", "1e", "1.5e-3", "9999999999999999999999", "-", "+", "*", "**", "/", "@count", "@", "#", "#size",
        "FIRST", "SIZE", "LAST", "IN", "BETWEEN", "CONTAINS[cd]", "[c]", "[", "sum", "now()", "sum:(", "modulus:by:(",
        "é", "\u{301}", "😀", " ", "\n", "TRUEPREDICATE", "FALSEPREDICATE", "nil", "YES", "SELF", "UTI-EQUALS", "?",
    ]
    static let arguments: [any Sendable] = ["x", 1, 2.5, [1, 2], "k.p"]

    @Test("10,000 random and mutated strings: parse returns or throws, and what parses describes stably")
    func fuzz() {
        var random = SplitMix64(seed: 0xC0FFEE)
        var generator = PredicateASTGenerator(seed: 99)
        var parsedCount = 0
        for iteration in 0..<10_000 {
            let text: String
            if iteration.isMultiple(of: 2) {
                text = (0..<random.int(0...25)).map { _ in random.pick(Self.fragments) }.joined(separator: random.chance(0.5) ? " " : "")
            } else {
                text = Self.mutate(generator.predicate(depth: random.int(1...4)).description, using: &random)
            }
            guard let predicate = try? FetchPredicate.parse(format: text, argumentArray: Self.arguments) else { continue }
            parsedCount += 1
            let description = predicate.description
            guard let again = try? FetchPredicate.parse(format: description) else {
                Issue.record("the description of a parsed predicate does not parse:\n  \(text)\n  \(description)")
                continue
            }
            #expect(again.description == description, "\(text)")
        }
        #expect(parsedCount > 1_000)
    }

    /// `text` with a few random edits: deletions, insertions, replacements, truncation, duplication.
    static func mutate(_ text: String, using random: inout SplitMix64) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<random.int(0...3) {
            let position = scalars.isEmpty ? 0 : random.int(0...scalars.count - 1)
            switch random.int(0...4) {
            case 0 where !scalars.isEmpty:
                scalars.remove(at: position)
            case 1:
                scalars.insert(contentsOf: random.pick(fragments).unicodeScalars, at: min(position, scalars.count))
            case 2 where !scalars.isEmpty:
                scalars[position] = random.pick(Array("()[]{}'\"\\$%@#.,-*=!<>&| 0aZ".unicodeScalars))
            case 3:
                scalars = Array(scalars.prefix(position))
            default:
                let slice = scalars[position..<min(scalars.count, position + random.int(1...8))]
                scalars.insert(contentsOf: slice, at: position)
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
