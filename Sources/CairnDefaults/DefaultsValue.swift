import Foundation

/// A Swift type that can be stored in ``Defaults`` without conversion code: the property-list
/// types, arrays and string-keyed dictionaries of them, `RawRepresentable` enums, and
/// (through ``DefaultsCodableValue``) any `Codable` type.
///
/// ```swift
/// enum Theme: String, DefaultsValue { case system, light, dark }
/// defaults.set(Theme.dark, forKey: "theme")
/// ```
public protocol DefaultsValue: Sendable {
    /// Reads the value back; `nil` if `propertyListValue` holds something else.
    init?(propertyListValue: PropertyListValue)
    /// The value as stored.
    var propertyListValue: PropertyListValue { get }
}

extension String: DefaultsValue {
    /// Reads a string (numbers are not converted).
    public init?(propertyListValue: PropertyListValue) {
        guard case .string(let value) = propertyListValue else { return nil }
        self = value
    }
    /// `.string(self)`.
    public var propertyListValue: PropertyListValue { .string(self) }
}

extension Bool: DefaultsValue {
    /// Reads a Boolean, coercing numbers and "true"/"YES"/"1" like `UserDefaults.bool(forKey:)`.
    public init?(propertyListValue: PropertyListValue) {
        guard let value = propertyListValue.boolValue else { return nil }
        self = value
    }
    /// `.bool(self)`.
    public var propertyListValue: PropertyListValue { .bool(self) }
}

extension Int: DefaultsValue {
    /// Reads an integer, coercing like `UserDefaults.integer(forKey:)`.
    public init?(propertyListValue: PropertyListValue) {
        guard let value = propertyListValue.integerValue else { return nil }
        self = value
    }
    /// `.integer(self)`.
    public var propertyListValue: PropertyListValue { .integer(self) }
}

extension Double: DefaultsValue {
    /// Reads a number, coercing like `UserDefaults.double(forKey:)`.
    public init?(propertyListValue: PropertyListValue) {
        guard let value = propertyListValue.doubleValue else { return nil }
        self = value
    }
    /// `.real(self)`.
    public var propertyListValue: PropertyListValue { .real(self) }
}

extension Float: DefaultsValue {
    /// Reads a number, coercing like `UserDefaults.float(forKey:)`.
    public init?(propertyListValue: PropertyListValue) {
        guard let value = propertyListValue.doubleValue else { return nil }
        self = Float(value)
    }
    /// `.real(Double(self))`.
    public var propertyListValue: PropertyListValue { .real(Double(self)) }
}

extension Data: DefaultsValue {
    /// Reads bytes.
    public init?(propertyListValue: PropertyListValue) {
        guard case .data(let value) = propertyListValue else { return nil }
        self = value
    }
    /// `.data(self)`.
    public var propertyListValue: PropertyListValue { .data(self) }
}

extension Date: DefaultsValue {
    /// Reads a date.
    public init?(propertyListValue: PropertyListValue) {
        guard case .date(let value) = propertyListValue else { return nil }
        self = value
    }
    /// `.date(self)`.
    public var propertyListValue: PropertyListValue { .date(self) }
}

extension URL: DefaultsValue {
    /// Reads a URL stored as a string: an absolute URL, or a path (`~` expanded) as a file URL,
    /// like `UserDefaults.url(forKey:)`.
    public init?(propertyListValue: PropertyListValue) {
        guard case .string(let value) = propertyListValue, !value.isEmpty else { return nil }
        if value.hasPrefix("/") || value.hasPrefix("~") {
            self = URL(fileURLWithPath: (value as NSString).expandingTildeInPath)
        } else if let url = URL(string: value), url.scheme != nil {
            self = url
        } else {
            return nil
        }
    }
    /// `.string(absoluteString)`.
    public var propertyListValue: PropertyListValue { .string(absoluteString) }
}

extension Array: DefaultsValue where Element: DefaultsValue {
    /// Reads an array whose every element converts.
    public init?(propertyListValue: PropertyListValue) {
        guard case .array(let values) = propertyListValue else { return nil }
        let elements = values.compactMap(Element.init(propertyListValue:))
        guard elements.count == values.count else { return nil }
        self = elements
    }
    /// `.array` of the elements.
    public var propertyListValue: PropertyListValue { .array(map(\.propertyListValue)) }
}

extension Dictionary: DefaultsValue where Key == String, Value: DefaultsValue {
    /// Reads a dictionary whose every value converts.
    public init?(propertyListValue: PropertyListValue) {
        guard case .dictionary(let values) = propertyListValue else { return nil }
        let converted = values.compactMapValues(Value.init(propertyListValue:))
        guard converted.count == values.count else { return nil }
        self = converted
    }
    /// `.dictionary` of the values.
    public var propertyListValue: PropertyListValue { .dictionary(mapValues(\.propertyListValue)) }
}

extension PropertyListValue: DefaultsValue {
    /// Itself.
    public init?(propertyListValue: PropertyListValue) {
        self = propertyListValue
    }
    /// Itself.
    public var propertyListValue: PropertyListValue { self }
}

extension DefaultsValue where Self: RawRepresentable, RawValue: DefaultsValue {
    /// Reads the raw value and makes the case; `nil` for an unknown raw value.
    public init?(propertyListValue: PropertyListValue) {
        guard let raw = RawValue(propertyListValue: propertyListValue) else { return nil }
        self.init(rawValue: raw)
    }
    /// The raw value, stored.
    public var propertyListValue: PropertyListValue { rawValue.propertyListValue }
}
