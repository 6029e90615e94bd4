import Cairn
import Foundation

/// Attribute values as sync sends them, and back.
enum SyncValueMapping {
    /// The value of an attribute as sync sends it; `.null` for none, and for composite attributes,
    /// which do not sync yet.
    static func syncValue(_ value: Any?, of attribute: AttributeDescription) -> SyncValue {
        guard let value else { return .null }
        switch attribute.attributeType {
        // `value(forKey:)` answers numbers and Booleans as `NSNumber`, as Core Data does, and an
        // `NSNumber` is not a `BinaryInteger` on Linux.
        case .integer16, .integer32, .integer64:
            if let number = value as? NSNumber { return .int(number.int64Value) }
            return (value as? any BinaryInteger).map { .int(Int64($0)) } ?? .null
        case .double, .float:
            if let number = value as? NSNumber { return .double(number.doubleValue) }
            return (value as? any BinaryFloatingPoint).map { .double(Double($0)) } ?? .null
        case .decimal:
            if let decimal = value as? Decimal { return .double(NSDecimalNumber(decimal: decimal).doubleValue) }
            return (value as? NSNumber).map { .double($0.doubleValue) } ?? .null
        case .string: return (value as? String).map(SyncValue.string) ?? .null
        case .boolean:
            if let number = value as? NSNumber { return .bool(number.boolValue) }
            return (value as? Bool).map(SyncValue.bool) ?? .null
        case .date: return (value as? Date).map { .date($0.timeIntervalSinceReferenceDate) } ?? .null
        case .binaryData: return (value as? Data).map(SyncValue.data) ?? .null
        case .uuid: return (value as? UUID).map(SyncValue.uuid) ?? .null
        case .uri: return (value as? URL).map { .string($0.absoluteString) } ?? .null
        // The bytes the store keeps (JSON for a Codable value, or the value transformer's data):
        // every device decodes them with its own model, as it would read them from its store.
        case .transformable:
            guard case .data(let data)? = try? attribute.propertyValue(converting: value) else { return .null }
            return .data(data)
        case .composite: return .null
        }
    }

    static func attributeValue(_ value: SyncValue, of attribute: AttributeDescription) -> Any? {
        switch (attribute.attributeType, value) {
        case (_, .null): return nil
        case (.integer16, .int(let number)): return Int16(clamping: number)
        case (.integer32, .int(let number)): return Int32(clamping: number)
        case (.integer64, .int(let number)): return number
        case (.double, .double(let number)): return number
        case (.float, .double(let number)): return Float(number)
        case (.decimal, .double(let number)): return Decimal(number)
        case (.string, .string(let string)): return string
        case (.boolean, .bool(let flag)): return flag
        case (.date, .date(let seconds)): return Date(timeIntervalSinceReferenceDate: seconds)
        case (.transformable, .data(let data)): return PropertyValue.data(data)
        case (.binaryData, .data(let data)): return data
        case (.uuid, .uuid(let uuid)): return uuid
        case (.uri, .string(let string)): return URL(string: string)
        default: return nil
        }
    }
}
