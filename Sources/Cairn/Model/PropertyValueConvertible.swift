import Foundation

/// A Swift type that an attribute can hold, converting to and from ``PropertyValue``.
///
/// Conforming types: `Int`, `Int16`, `Int32`, `Int64`, `Double`, `Float`, `Decimal`, `String`, `Bool`,
/// `Date`, `Data`, `UUID`, `URL`, and `Optional` of any of them. Other `Codable` types are stored as
/// transformable attributes (JSON).
public protocol PropertyValueConvertible: Codable {
    /// The attribute type a property of this Swift type has when the model is generated from code.
    static var attributeType: AttributeType { get }
    /// The engine's representation of this value.
    var propertyValue: PropertyValue { get }
    /// Converts back from the engine's representation; `nil` if the value does not fit this type.
    static func fromPropertyValue(_ value: PropertyValue) -> Self?
    /// What a non-optional property of this type reads when its attribute has no value (`nil`):
    /// `0` or `false` for the scalar types (`Int`, `Int16`, `Int32`, `Int64`, `Double`, `Float`,
    /// `Bool`), as Core Data's scalar accessors return; `nil` for every other type, whose read then
    /// traps naming the property (declare the property optional, or give the attribute a default).
    static var valueForNil: Self? { get }
}

extension PropertyValueConvertible {
    /// `nil`: a non-scalar type has no value standing for "no value".
    public static var valueForNil: Self? { nil }
}

extension Int: PropertyValueConvertible {
    /// `0`, as Core Data reads a scalar attribute that has no value.
    public static var valueForNil: Int? { 0 }
    public static var attributeType: AttributeType { .integer64 }
    public var propertyValue: PropertyValue { .integer(Int64(self)) }
    public static func fromPropertyValue(_ value: PropertyValue) -> Int? {
        switch value {
        case .integer(let v): return Int(exactly: v)
        case .double(let v): return Int(exactly: v.rounded(.towardZero))
        case .bool(let v): return v ? 1 : 0
        default: return nil
        }
    }
}

extension Int64: PropertyValueConvertible {
    /// `0`, as Core Data reads a scalar attribute that has no value.
    public static var valueForNil: Int64? { 0 }
    public static var attributeType: AttributeType { .integer64 }
    public var propertyValue: PropertyValue { .integer(self) }
    public static func fromPropertyValue(_ value: PropertyValue) -> Int64? {
        Int.fromPropertyValue(value).map(Int64.init)
    }
}

extension Int32: PropertyValueConvertible {
    /// `0`, as Core Data reads a scalar attribute that has no value.
    public static var valueForNil: Int32? { 0 }
    public static var attributeType: AttributeType { .integer32 }
    public var propertyValue: PropertyValue { .integer(Int64(self)) }
    public static func fromPropertyValue(_ value: PropertyValue) -> Int32? {
        Int.fromPropertyValue(value).flatMap { Int32(exactly: $0) }
    }
}

extension Int16: PropertyValueConvertible {
    /// `0`, as Core Data reads a scalar attribute that has no value.
    public static var valueForNil: Int16? { 0 }
    public static var attributeType: AttributeType { .integer16 }
    public var propertyValue: PropertyValue { .integer(Int64(self)) }
    public static func fromPropertyValue(_ value: PropertyValue) -> Int16? {
        Int.fromPropertyValue(value).flatMap { Int16(exactly: $0) }
    }
}

extension Double: PropertyValueConvertible {
    /// `0`, as Core Data reads a scalar attribute that has no value.
    public static var valueForNil: Double? { 0 }
    public static var attributeType: AttributeType { .double }
    public var propertyValue: PropertyValue { .double(self) }
    public static func fromPropertyValue(_ value: PropertyValue) -> Double? {
        switch value {
        case .double(let v): return v
        case .integer(let v): return Double(v)
        case .decimal(let v): return NSDecimalNumber(decimal: v).doubleValue
        default: return nil
        }
    }
}

extension Float: PropertyValueConvertible {
    /// `0`, as Core Data reads a scalar attribute that has no value.
    public static var valueForNil: Float? { 0 }
    public static var attributeType: AttributeType { .float }
    public var propertyValue: PropertyValue { .double(Double(self)) }
    public static func fromPropertyValue(_ value: PropertyValue) -> Float? {
        Double.fromPropertyValue(value).map(Float.init)
    }
}

extension Decimal: PropertyValueConvertible {
    public static var attributeType: AttributeType { .decimal }
    public var propertyValue: PropertyValue { .decimal(self) }
    public static func fromPropertyValue(_ value: PropertyValue) -> Decimal? {
        switch value {
        case .decimal(let v): return v
        case .integer(let v): return Decimal(v)
        case .double(let v): return Decimal(string: String(v)) ?? Decimal(v)
        case .string(let v): return Decimal(string: v)
        default: return nil
        }
    }
}

extension String: PropertyValueConvertible {
    public static var attributeType: AttributeType { .string }
    public var propertyValue: PropertyValue { .string(self) }
    public static func fromPropertyValue(_ value: PropertyValue) -> String? {
        if case .string(let v) = value { return v }
        return nil
    }
}

extension Bool: PropertyValueConvertible {
    /// `false`, as Core Data reads a scalar attribute that has no value.
    public static var valueForNil: Bool? { false }
    public static var attributeType: AttributeType { .boolean }
    public var propertyValue: PropertyValue { .bool(self) }
    public static func fromPropertyValue(_ value: PropertyValue) -> Bool? {
        switch value {
        case .bool(let v): return v
        case .integer(let v): return v != 0
        default: return nil
        }
    }
}

extension Date: PropertyValueConvertible {
    public static var attributeType: AttributeType { .date }
    public var propertyValue: PropertyValue { .date(self) }
    public static func fromPropertyValue(_ value: PropertyValue) -> Date? {
        switch value {
        case .date(let v): return v
        case .double(let v): return Date(timeIntervalSinceReferenceDate: v)
        case .integer(let v): return Date(timeIntervalSinceReferenceDate: Double(v))
        default: return nil
        }
    }
}

extension Data: PropertyValueConvertible {
    public static var attributeType: AttributeType { .binaryData }
    public var propertyValue: PropertyValue { .data(self) }
    public static func fromPropertyValue(_ value: PropertyValue) -> Data? {
        if case .data(let v) = value { return v }
        return nil
    }
}

extension UUID: PropertyValueConvertible {
    public static var attributeType: AttributeType { .uuid }
    public var propertyValue: PropertyValue { .uuid(self) }
    public static func fromPropertyValue(_ value: PropertyValue) -> UUID? {
        switch value {
        case .uuid(let v): return v
        case .string(let v): return UUID(uuidString: v)
        default: return nil
        }
    }
}

extension URL: PropertyValueConvertible {
    public static var attributeType: AttributeType { .uri }
    public var propertyValue: PropertyValue { .url(self) }
    public static func fromPropertyValue(_ value: PropertyValue) -> URL? {
        switch value {
        case .url(let v): return v
        case .string(let v): return URL(string: v)
        default: return nil
        }
    }
}

extension Optional: PropertyValueConvertible where Wrapped: PropertyValueConvertible {
    public static var attributeType: AttributeType { Wrapped.attributeType }
    public var propertyValue: PropertyValue { self?.propertyValue ?? .null }
    public static func fromPropertyValue(_ value: PropertyValue) -> Wrapped?? {
        if value.isNull { return .some(nil) }
        return Wrapped.fromPropertyValue(value).map { .some($0) }
    }
}
