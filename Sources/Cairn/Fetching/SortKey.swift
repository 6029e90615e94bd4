import Foundation

/// One key to sort fetch results by (Core Data's `NSSortDescriptor`).
///
/// ```swift
/// request.sortKeys = [SortKey("createdAt", ascending: false), SortKey("title", caseInsensitive: true)]
/// ```
/// `nil` sorts before every value in ascending order (SQLite's and Core Data's rule).
public struct SortKey: Sendable, Hashable, CustomStringConvertible {
    /// The key path to sort by (an attribute, or `relationship.attribute` through to-one relationships).
    public var key: String
    /// Whether smaller values come first.
    public var ascending: Bool
    /// Whether strings are compared ignoring case (`caseInsensitiveCompare:`).
    public var caseInsensitive: Bool

    /// Creates a sort key.
    public init(_ key: String, ascending: Bool = true, caseInsensitive: Bool = false) {
        self.key = key
        self.ascending = ascending
        self.caseInsensitive = caseInsensitive
    }

    /// Creates a sort key with Core Data's argument label.
    public init(key: String, ascending: Bool = true) {
        self.init(key, ascending: ascending)
    }

    /// `key ASC` / `key DESC`.
    public var description: String { "\(key) \(ascending ? "ASC" : "DESC")" }
}
