import Foundation

/// An index the store builds over one or more properties of an entity (Core Data's
/// `NSFetchIndexDescription`): compound indexes speed up fetches that filter or sort on several
/// properties together.
///
/// ```swift
/// EntityDescription(name: "Note", indexes: [
///     FetchIndexDescription(name: "byNotebookAndDate", ["notebook", "creationDate"]),
/// ]) { … }
/// ```
///
/// The SQLite store creates `Z_<ENTITY>_<NAME>` on the entity's table (also when it opens a store
/// created before the index was added); the in-memory store ignores indexes. Like Core Data's,
/// indexes are not part of the version hash. Elements are stored attributes or to-one relationships.
public struct FetchIndexDescription: Sendable, Hashable, Codable, CustomStringConvertible {
    /// One indexed property.
    public struct Element: Sendable, Hashable, Codable {
        /// The indexed property's name.
        public var propertyName: String
        /// Whether the index keeps this column in ascending order (the default).
        public var isAscending: Bool

        /// Creates an element.
        public init(propertyName: String, isAscending: Bool = true) {
            self.propertyName = propertyName
            self.isAscending = isAscending
        }
    }

    /// The index's name, unique within the entity.
    public var name: String
    /// The indexed properties, in order.
    public var elements: [Element]

    /// Creates an index from its elements.
    public init(name: String, elements: [Element]) {
        self.name = name
        self.elements = elements
    }

    /// Creates an ascending index over `propertyNames`, named after them when `name` is `nil`.
    public init(name: String? = nil, _ propertyNames: [String]) {
        self.init(name: name ?? propertyNames.joined(separator: "_"), elements: propertyNames.map { Element(propertyName: $0) })
    }

    /// `name(a, b descending)`.
    public var description: String {
        name + "(" + elements.map { $0.propertyName + ($0.isAscending ? "" : " descending") }.joined(separator: ", ") + ")"
    }
}
