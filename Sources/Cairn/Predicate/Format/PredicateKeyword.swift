/// A reserved word of the predicate format language (Apple's list, matched case-insensitively).
///
/// A reserved word can still name a key when escaped with `#`: `#size == 3`.
enum PredicateKeyword: String, CaseIterable, Sendable {
    case and = "AND"
    case or = "OR"
    case `in` = "IN"
    case not = "NOT"
    case all = "ALL"
    case any = "ANY"
    case some = "SOME"
    case none = "NONE"
    case like = "LIKE"
    case caseInsensitive = "CASEINSENSITIVE"
    case ci = "CI"
    case matches = "MATCHES"
    case contains = "CONTAINS"
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case between = "BETWEEN"
    case null = "NULL"
    case `nil` = "NIL"
    case `self` = "SELF"
    case `true` = "TRUE"
    case yes = "YES"
    case `false` = "FALSE"
    case no = "NO"
    case first = "FIRST"
    case last = "LAST"
    case size = "SIZE"
    case anyKey = "ANYKEY"
    case subquery = "SUBQUERY"
    case fetch = "FETCH"
    case cast = "CAST"
    case truePredicate = "TRUEPREDICATE"
    case falsePredicate = "FALSEPREDICATE"
    case utiConformsTo = "UTI-CONFORMS-TO"
    case utiEquals = "UTI-EQUALS"

    private static let byName: [String: PredicateKeyword] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) }
    )

    /// The reserved word spelled `word` (in any case), if it is one.
    init?(word: String) {
        guard let keyword = Self.byName[word.uppercased()] else { return nil }
        self = keyword
    }

    /// Whether `word` must be escaped with `#` to be used as a key.
    static func isReserved(_ word: String) -> Bool { PredicateKeyword(word: word) != nil }

    /// The comparison operator this word spells, if any.
    var comparisonOperator: FetchComparison.Operator? {
        switch self {
        case .matches: .matches
        case .like: .like
        case .beginsWith: .beginsWith
        case .endsWith: .endsWith
        case .contains: .contains
        case .in: .in
        case .between: .between
        default: nil
        }
    }

    /// The quantifier this word spells (`ANY`, `SOME`, `ALL`, `NONE`), if any.
    var modifier: FetchComparison.Modifier? {
        switch self {
        case .any, .some: .any
        case .all: .all
        case .none: FetchComparison.Modifier.none
        default: nil
        }
    }
}
