import Foundation

/// The values of dictionary results: one conversion to the requested type for both stores, and
/// the Swift values users receive.
enum ProjectedValue {
    /// `value` as a value of `type` (numbers as integers, doubles, Booleans or dates, text as URLs,
    /// 16-byte data as UUIDs …), as both stores return it; nil stays nil.
    static func normalize(_ value: PropertyValue, as type: AttributeType) -> PropertyValue {
        if value.isNull { return .null }
        switch type {
        case .integer16, .integer32, .integer64:
            if case .integer = value { return value }
            guard let number = value.numericValue, number.isFinite else { return value }
            return Int64(exactly: number.rounded(.towardZero)).map(PropertyValue.integer) ?? .double(number)
        case .double, .float:
            return value.numericValue.map(PropertyValue.double) ?? value
        case .decimal:
            if case .decimal = value { return value }
            if case .string(let text) = value { return Decimal(string: text).map(PropertyValue.decimal) ?? value }
            return value.numericValue.map { .decimal(Decimal($0)) } ?? value
        case .boolean:
            return value.numericValue.map { .bool($0 != 0) } ?? value
        case .date:
            if case .date = value { return value }
            return value.numericValue.map { .date(Date(timeIntervalSinceReferenceDate: $0)) } ?? value
        case .string:
            if case .url(let url) = value { return .string(url.absoluteString) }
            return value
        case .uri:
            if case .string(let text) = value { return URL(string: text).map(PropertyValue.url) ?? value }
            return value
        case .uuid:
            if case .data(let data) = value, data.count == 16 { return .uuid(data.withUnsafeBytes { UUID(uuid: $0.loadUnaligned(as: uuid_t.self)) }) }
            return value
        case .binaryData, .transformable, .composite:
            return value
        }
    }

    /// The value as `type` says (object IDs stay IDs; computed values as they are).
    static func normalize(_ value: PropertyValue, as type: StoreProjection.ValueType) -> PropertyValue {
        if case .attribute(let attributeType) = type { return normalize(value, as: attributeType) }
        return value
    }

    /// The Swift value of a dictionary result: numbers and Booleans as `NSNumber` (castable to any
    /// numeric type, as Core Data's), strings, dates, data, UUIDs, URLs, decimals, object IDs;
    /// `nil` for nil (the key is then left out, as Core Data does).
    static func swiftValue(_ value: PropertyValue) -> Any? {
        switch value {
        case .null: return nil
        case .integer(let v): return NSNumber(value: v)
        case .double(let v): return NSNumber(value: v)
        case .bool(let v): return NSNumber(value: v)
        default: return value.anyValue
        }
    }
}
