import Foundation

/// The type of an attribute's value, as Core Data's `NSAttributeDescription.AttributeType`.
///
/// Each case fixes how the value is held in memory (``PropertyValue``) and stored in SQLite:
///
/// | case | Swift type | SQLite column |
/// |---|---|---|
/// | `integer16/32/64` | `Int16`/`Int32`/`Int64` (or `Int`) | `INTEGER` |
/// | `decimal` | `Decimal` | `DECIMAL` |
/// | `double`, `float` | `Double`, `Float` | `FLOAT` |
/// | `string` | `String` | `VARCHAR` |
/// | `boolean` | `Bool` | `INTEGER` |
/// | `date` | `Date` | `TIMESTAMP` (seconds since 2001-01-01) |
/// | `binaryData` | `Data` | `BLOB` |
/// | `uuid` | `UUID` | `BLOB` (16 bytes) |
/// | `uri` | `URL` | `VARCHAR` |
/// | `transformable` | any `Codable` | `BLOB` (JSON) |
/// | `composite` | `[String: Any]` of element values | one column per element |
public enum AttributeType: String, Sendable, Hashable, CaseIterable, Codable {
    case integer16
    case integer32
    case integer64
    case decimal
    case double
    case float
    case string
    case boolean
    case date
    case binaryData
    case uuid
    case uri
    case transformable
    /// A ``CompositeAttributeDescription``'s values: named elements, each stored as an attribute.
    case composite

    /// Whether the type is one of the integer types.
    public var isInteger: Bool { self == .integer16 || self == .integer32 || self == .integer64 }

    /// Whether values of this type are numbers (integers, floating point, decimal, boolean).
    public var isNumeric: Bool { isInteger || self == .double || self == .float || self == .decimal || self == .boolean }

    /// The inclusive range an integer attribute of this type can hold, `nil` for other types.
    public var integerRange: ClosedRange<Int64>? {
        switch self {
        case .integer16: return Int64(Int16.min)...Int64(Int16.max)
        case .integer32: return Int64(Int32.min)...Int64(Int32.max)
        case .integer64: return Int64.min...Int64.max
        default: return nil
        }
    }

    /// The column type used in the SQLite store (Core Data's spelling).
    var sqlColumnType: String {
        switch self {
        case .integer16, .integer32, .integer64, .boolean: return "INTEGER"
        case .decimal: return "DECIMAL"
        case .double, .float: return "FLOAT"
        case .string, .uri: return "VARCHAR"
        case .date: return "TIMESTAMP"
        case .binaryData, .uuid, .transformable, .composite: return "BLOB"
        }
    }
}
