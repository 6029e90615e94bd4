import Foundation

/// One entry of ``FetchRequest/propertiesToFetch`` or ``FetchRequest/propertiesToGroupBy``: a key
/// path or an ``ExpressionDescription`` (Core Data takes property descriptions, key-path strings
/// and expression descriptions in these arrays).
///
/// ```swift
/// request.propertiesToFetch = ["title", "notebook.name", .expression(total)]
/// request.propertiesToFetch = [.property(titleAttribute)]
/// ```
///
/// A key path names an attribute (its value), a to-one relationship (the destination's
/// ``ManagedObjectID``) or a path through to-one relationships (`notebook.name`); the result
/// dictionary's key is the key path.
public enum FetchProperty: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A key path of the fetched entity.
    case keyPath(String)
    /// A computed value.
    case expression(ExpressionDescription)

    /// A key path from a string literal.
    public init(stringLiteral value: String) {
        self = .keyPath(value)
    }

    /// The entry for a property of the fetched entity.
    public static func property(_ property: PropertyDescription) -> FetchProperty {
        .keyPath(property.name)
    }

    /// The key of the value in result dictionaries.
    public var name: String {
        switch self {
        case .keyPath(let path): return path
        case .expression(let description): return description.name
        }
    }

    /// The expression the entry computes.
    public var expression: FetchExpression {
        switch self {
        case .keyPath(let path): return .keyPath(path)
        case .expression(let description): return description.expression
        }
    }

    /// The key path, or `name = expression`.
    public var description: String {
        switch self {
        case .keyPath(let path): return path
        case .expression(let description): return description.description
        }
    }
}
