import Foundation
import Testing

@testable import Cairn

/// `[c]` and `[d]` folding: ASCII text takes a fast path that must give exactly Foundation's answer;
/// other text still goes through Foundation (where case folding is not ASCII lowercasing).
@Suite struct FoldingTests {
    @Test(arguments: ["", "abc", "ABC xyz", "Hello-World_09", "@[`{", "MiXeD 123 !?", "ZZZ"])
    func asciiFoldingMatchesFoundation(_ text: String) {
        for options: FetchComparison.Options in [.caseInsensitive, .diacriticInsensitive, [.caseInsensitive, .diacriticInsensitive]] {
            var foundation: String.CompareOptions = []
            if options.contains(.caseInsensitive) { foundation.insert(.caseInsensitive) }
            if options.contains(.diacriticInsensitive) { foundation.insert(.diacriticInsensitive) }
            #expect(ValueComparison.fold(text, options) == text.folding(options: foundation, locale: nil))
        }
    }

    @Test func nonASCIITextKeepsFoundationsRules() throws {
        #expect(ValueComparison.asciiFolded("ſtar", lowercasing: true) == nil)
        #expect(try FetchPredicate(format: "SELF BEGINSWITH[c] 's'").evaluate(with: "ſtar"), "long s folds to s")
        #expect(try FetchPredicate(format: "SELF ==[c] 'k'").evaluate(with: "\u{212A}"), "the Kelvin sign folds to k")
        #expect(try FetchPredicate(format: "SELF ==[cd] 'ECLAIR'").evaluate(with: "éclair"))
        #expect(try !FetchPredicate(format: "SELF BEGINSWITH 'ch'").evaluate(with: "Charlie"), "no [c]: case matters")
    }
}
