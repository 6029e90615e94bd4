import Foundation

/// A property's value as it travels between replicas: one case per attribute kind, and a to-one
/// relationship as the key of its destination.
public enum SyncValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// No value (an optional attribute without one, or a to-one relationship to nothing).
    case null
    /// An integer attribute of any width.
    case int(Int64)
    /// A floating-point attribute.
    case double(Double)
    /// A string attribute.
    case string(String)
    /// A Boolean attribute.
    case bool(Bool)
    /// A date attribute, as seconds since 1970.
    case date(Double)
    /// A binary attribute.
    case data(Data)
    /// A UUID attribute.
    case uuid(UUID)
    /// A to-one relationship: the destination object.
    case reference(ObjectKey)

    /// The kind of value, as messages name it; `nil` for ``null``, which every property may hold.
    public var kind: String? {
        switch self {
        case .null: return nil
        case .int: return "integer"
        case .double: return "floating-point number"
        case .string: return "string"
        case .bool: return "Boolean"
        case .date: return "date"
        case .data: return "binary data"
        case .uuid: return "UUID"
        case .reference: return "to-one relationship"
        }
    }

    /// The integer, for counters; 0 for any other value.
    var integer: Int64 {
        if case .int(let value) = self { return value }
        return 0
    }

    public var description: String {
        switch self {
        case .null: return "nil"
        case .int(let value): return "\(value)"
        case .double(let value): return "\(value)"
        case .string(let value): return "\"\(value)\""
        case .bool(let value): return "\(value)"
        case .date(let value): return "date(\(value))"
        case .data(let value): return "data(\(value.count) bytes)"
        case .uuid(let value): return value.uuidString
        case .reference(let key): return "→\(key)"
        }
    }
}
