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
    /// A 16-bit integer (`Int16`), stored as `INTEGER` (Core Data's `.integer16AttributeType`).
    case integer16
    /// A 32-bit integer (`Int32`), stored as `INTEGER` (Core Data's `.integer32AttributeType`).
    case integer32
    /// A 64-bit integer (`Int64` or `Int`), stored as `INTEGER` (Core Data's `.integer64AttributeType`).
    case integer64
    /// A `Decimal`, stored as `DECIMAL` (Core Data's `.decimalAttributeType`).
    case decimal
    /// A `Double`, stored as `FLOAT` (Core Data's `.doubleAttributeType`).
    case double
    /// A `Float`, stored as `FLOAT` (Core Data's `.floatAttributeType`).
    case float
    /// A `String`, stored as `VARCHAR` (Core Data's `.stringAttributeType`).
    case string
    /// A `Bool`, stored as `INTEGER` 0 or 1 (Core Data's `.booleanAttributeType`).
    case boolean
    /// A `Date`, stored as `TIMESTAMP`: seconds since 2001-01-01 (Core Data's `.dateAttributeType`).
    case date
    /// `Data`, stored as `BLOB` (Core Data's `.binaryDataAttributeType`).
    case binaryData
    /// A `UUID`, stored as a 16-byte `BLOB` (Core Data's `.UUIDAttributeType`).
    case uuid
    /// A `URL`, stored as `VARCHAR` (Core Data's `.URIAttributeType`).
    case uri
    /// Any `Codable` value, stored as JSON in a `BLOB`, or a value converted by a named
    /// `ValueTransformer` (Core Data's `.transformableAttributeType`).
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
