/// How many items a query returns (`kSecMatchLimit`).
public enum MatchLimit: Hashable, Sendable {
    /// The first match only (`kSecMatchLimitOne`, Apple's default).
    case one
    /// Every match (`kSecMatchLimitAll`).
    case all
    /// At most this many matches (a number as `kSecMatchLimit`); must be at least 1.
    case count(Int)

    /// The largest number of items this limit lets through.
    var maximum: Int {
        switch self {
        case .one: 1
        case .all: Int.max
        case .count(let n): n
        }
    }

    /// Whether the result is a single value rather than a list (Apple returns an array whenever
    /// the limit is greater than one, even if only one item matched).
    var returnsSingleValue: Bool { self == .one || self == .count(1) }
}
