import Foundation

/// A value that can be stored in a property list: what a default may hold.
///
/// ```swift
/// let value: PropertyListValue = .dictionary(["theme": .string("dark"), "volume": .real(0.8)])
/// ```
public enum PropertyListValue: Sendable, Hashable {
    /// A string.
    case string(String)
    /// An integer.
    case integer(Int)
    /// A floating-point number (`Double` and `Float` values).
    case real(Double)
    /// A Boolean.
    case bool(Bool)
    /// Raw bytes.
    case data(Data)
    /// A point in time.
    case date(Date)
    /// An ordered list of values.
    case array([PropertyListValue])
    /// A dictionary with string keys.
    case dictionary([String: PropertyListValue])

    /// Converts a Foundation property-list object (`String`, numbers, `Bool`, `Data`, `Date`,
    /// `URL`, arrays, `[String: Any]`), as `UserDefaults.set(_:forKey:)` accepts.
    ///
    /// A `URL` is stored as its absolute string, which ``Defaults/url(forKey:)`` reads back.
    ///
    /// - Throws: ``DefaultsError`` with `.unsupportedType`, naming the type and where in the value it is.
    public init(any value: Any, key: String = "") throws {
        if let number = value as? NSNumber, type(of: value) is NSNumber.Type {
            self = PropertyListValue(number: number)
            return
        }
        switch value {
        case let value as PropertyListValue: self = value
        case let value as String: self = .string(value)
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .integer(value)
        case let value as any BinaryInteger:
            guard let integer = Int(exactly: value) else {
                throw DefaultsError.unsupportedType(key: key, type: "\(type(of: value)) value \(value) (out of Int range)")
            }
            self = .integer(integer)
        case let value as Double: self = .real(value)
        case let value as Float: self = .real(Double(value))
        case let value as Data: self = .data(value)
        case let value as Date: self = .date(value)
        case let value as URL: self = .string(value.absoluteString)
        case let value as [Any]:
            self = .array(try value.enumerated().map { try PropertyListValue(any: $1, key: "\(key)[\($0)]") })
        case let value as [String: Any]:
            self = .dictionary(try value.reduce(into: [:]) { $0[$1.key] = try PropertyListValue(any: $1.value, key: "\(key).\($1.key)") })
        default:
            throw DefaultsError.unsupportedType(key: key, type: String(describing: type(of: value)))
        }
    }

    /// The value as a Foundation object (`String`, `Int`, `Double`, `Bool`, `Data`, `Date`,
    /// `[Any]`, `[String: Any]`), as `UserDefaults.object(forKey:)` returns it.
    public var anyValue: Any {
        switch self {
        case .string(let value): value
        case .integer(let value): value
        case .real(let value): value
        case .bool(let value): value
        case .data(let value): value
        case .date(let value): value
        case .array(let values): values.map(\.anyValue)
        case .dictionary(let values): values.mapValues(\.anyValue)
        }
    }

    private init(number: NSNumber) {
        switch String(cString: number.objCType) {
        case "c", "B": self = .bool(number.boolValue)
        case "f", "d": self = .real(number.doubleValue)
        default: self = .integer(number.intValue)
        }
    }

    /// An estimate of the stored size in bytes, for the large-value warning.
    var approximateSize: Int {
        switch self {
        case .string(let value): value.utf8.count
        case .integer, .real, .date: 8
        case .bool: 1
        case .data(let value): value.count
        case .array(let values): values.reduce(0) { $0 + $1.approximateSize }
        case .dictionary(let values): values.reduce(0) { $0 + $1.key.utf8.count + $1.value.approximateSize }
        }
    }
}
