import Foundation

/// A property's value as it travels between replicas: one case per attribute kind, and a to-one
/// relationship as the key of its destination.
///
/// Values compare, hash and travel bit for bit: a `Double` of infinity or NaN is sent as such
/// (JSON has no number for it), two NaNs with the same bits are equal, and `-0.0` differs from
/// `0.0`, so that every replica stores exactly the value the device saved.
public enum SyncValue: Hashable, Sendable, CustomStringConvertible {
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
    /// A date attribute, as seconds since 2001-01-01 00:00 UTC (`Date`'s reference date, which
    /// it keeps exactly; seconds since 1970 lose the last digits of some dates).
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

    public static func == (lhs: SyncValue, rhs: SyncValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)), (.date(let a), .date(let b)): return a.bitPattern == b.bitPattern
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.data(let a), .data(let b)): return a == b
        case (.uuid(let a), .uuid(let b)): return a == b
        case (.reference(let a), .reference(let b)): return a == b
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .int(let value): hasher.combine(value)
        case .double(let value): hasher.combine(value.bitPattern)
        case .string(let value): hasher.combine(value)
        case .bool(let value): hasher.combine(value)
        case .date(let value): hasher.combine(~value.bitPattern)
        case .data(let value): hasher.combine(value)
        case .uuid(let value): hasher.combine(value)
        case .reference(let value): hasher.combine(value)
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
