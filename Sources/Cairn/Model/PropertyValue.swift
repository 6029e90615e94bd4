import Foundation

/// One property value as the engine holds it: in objects, snapshots and stores.
///
/// Values are kept in a compact enum instead of `Any` so that reading and writing them needs no
/// dynamic casts. Integers of every width are `.integer`, `Float` is `.double`, transformable
/// (`Codable`) values are their JSON encoding in `.data`, to-one relationships are `.object` and
/// to-many relationships `.objects` (in order for ordered relationships).
public enum PropertyValue: Sendable, Hashable, CustomStringConvertible {
    /// No value (`nil`).
    case null
    /// An integer of any width.
    case integer(Int64)
    /// A `Double` or `Float`.
    case double(Double)
    /// A string.
    case string(String)
    /// A Boolean.
    case bool(Bool)
    /// A date.
    case date(Date)
    /// Binary data (also the encoded form of transformable values).
    case data(Data)
    /// A UUID.
    case uuid(UUID)
    /// A URL.
    case url(URL)
    /// A decimal number.
    indirect case decimal(Decimal)
    /// A to-one relationship's destination.
    case object(ManagedObjectID)
    /// A to-many relationship's destinations.
    case objects([ManagedObjectID])

    /// Whether the value holds no counted reference, so that copying its bytes copies it (what
    /// a new object's initial values are checked for; see `ManagedObject.ownInitialValues(of:)`).
    var isBitwiseCopyable: Bool {
        switch self {
        case .null, .integer, .double, .bool, .date, .uuid, .object: return true
        case .string, .data, .url, .decimal, .objects: return false
        }
    }

    /// Whether this is `.null`.
    @inlinable public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value as a `Double`, for numeric comparison (integers, doubles, decimals, booleans, dates).
    public var numericValue: Double? {
        switch self {
        case .integer(let v): return Double(v)
        case .double(let v): return v
        case .bool(let v): return v ? 1 : 0
        case .decimal(let v): return NSDecimalNumber(decimal: v).doubleValue
        case .date(let v): return v.timeIntervalSinceReferenceDate
        default: return nil
        }
    }

    /// The value as a plain Swift value (`Int64`, `Double`, `String`, `Bool`, `Date`, `Data`, `UUID`,
    /// `URL`, `Decimal`, `ManagedObjectID`, `[ManagedObjectID]`), or `nil` for `.null`.
    public var anyValue: (any Sendable)? {
        switch self {
        case .null: return nil
        case .integer(let v): return v
        case .double(let v): return v
        case .string(let v): return v
        case .bool(let v): return v
        case .date(let v): return v
        case .data(let v): return v
        case .uuid(let v): return v
        case .url(let v): return v
        case .decimal(let v): return v
        case .object(let v): return v
        case .objects(let v): return v
        }
    }

    /// A readable rendering, used in predicate descriptions and the CLI.
    public var description: String {
        switch self {
        case .null: return "nil"
        case .integer(let v): return String(v)
        case .double(let v): return String(v)
        case .string(let v): return "\"\(v)\""
        case .bool(let v): return v ? "YES" : "NO"
        case .date(let v): return "CAST(\(v.timeIntervalSinceReferenceDate), \"NSDate\")"
        case .data(let v): return "<\(v.count) bytes>"
        case .uuid(let v): return v.uuidString
        case .url(let v): return v.absoluteString
        case .decimal(let v): return "\(v)"
        case .object(let v): return v.uriRepresentation.absoluteString
        case .objects(let v): return "{" + v.map { $0.uriRepresentation.absoluteString }.joined(separator: ", ") + "}"
        }
    }
}
