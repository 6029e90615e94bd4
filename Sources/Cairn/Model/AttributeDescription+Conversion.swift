import Foundation

/// Conversions between plain Swift values and what an attribute stores, used by key-value coding
/// (`value(forKey:)` / `setValue(_:forKey:)`) and by tools that fill objects from outside data.
extension AttributeDescription {
    /// Converts a Swift value to the ``PropertyValue`` this attribute stores, checking that it fits.
    ///
    /// Accepted values, by attribute type (conversions never lose information):
    ///
    /// | attribute type | accepted Swift values |
    /// |---|---|
    /// | `integer16/32/64` | any integer, a floating-point, `Decimal` or `NSNumber` value without fraction, in range; `Bool` (0 / 1) |
    /// | `double`, `float` | any number |
    /// | `decimal` | any number (`Double` through its shortest decimal text) |
    /// | `boolean` | `Bool`, or the numbers 0 and 1 |
    /// | `string`, `date`, `binaryData`, `uuid`, `uri` | `String`, `Date`, `Data`, `UUID`, `URL` |
    /// | `transformable` | any `Encodable` value (stored as JSON) |
    ///
    /// `nil`, `NSNull` and ``PropertyValue/null`` give `.null` (whether `nil` is allowed is checked
    /// when the context saves). A ``PropertyValue`` is checked like the Swift value it holds.
    ///
    /// ```swift
    /// let age = AttributeDescription(name: "age", type: .integer16)
    /// try age.propertyValue(converting: 42)        // .integer(42)
    /// try age.propertyValue(converting: 4.5)       // throws: the number has a fractional part
    /// ```
    ///
    /// - Throws: ``CairnError`` `.validationInvalidType` (1550) naming the entity, the attribute,
    ///   the expected type and the given value's Swift type (never the value itself);
    ///   `.validationNumberTooLarge` / `.validationNumberTooSmall` for integers out of range;
    ///   `.validation` (1550) for a transformable value that does not encode (a `Double.nan` inside
    ///   it, for example), with the encoding error as ``CairnError/underlyingError``.
    public func propertyValue(converting value: Any?) throws -> PropertyValue {
        guard let value, !(value is NSNull) else { return .null }
        if attributeType == .transformable {
            if let stored = value as? PropertyValue { return stored }
            if let transformed = try transformedForStorage(value) { return transformed }
            guard let encodable = value as? any Encodable else { throw conversionError(for: value, "a Codable value") }
            return try encodedTransformable(encodable)
        }
        guard let natural = Self.naturalValue(of: value) else { throw conversionError(for: value) }
        if natural.isNull { return .null }
        guard let converted = Self.coerce(natural, to: attributeType) else {
            let fractional = attributeType.isInteger && Self.isNumber(natural)
            throw conversionError(for: value, fractional ? "a number without fractional part" : nil)
        }
        if let range = attributeType.integerRange, case .integer(let number) = converted,
            let (code, problem) = ObjectValidator.rangeProblem(number, range, attributeType)
        {
            throw CairnError(code, "\(qualifiedName): \(problem)", entity: entity?.entityName, property: name)
        }
        return converted
    }

    /// The Swift value `value(forKey:)` returns for a stored value, as Core Data returns it:
    /// `NSNumber` for integers, floating-point numbers and Booleans (so `as? Int`, `as? Double` and
    /// `as? Bool` all work), `NSDecimalNumber` for decimals, `String`, `Date`, `Data`, `UUID`, `URL`,
    /// and for transformable attributes the decoded value (its ``valueType``, or Foundation JSON
    /// objects when the model does not know the Swift type).
    public func objectValue(for value: PropertyValue) -> Any? {
        switch value {
        case .null: return nil
        case .integer(let number): return NSNumber(value: number)
        case .double(let number): return attributeType == .float ? NSNumber(value: Float(number)) : NSNumber(value: number)
        case .bool(let flag): return NSNumber(value: flag)
        case .decimal(let number): return NSDecimalNumber(decimal: number)
        case .data(let data) where attributeType == .transformable: return decodeTransformable(data)
        default: return value.anyValue
        }
    }

    /// `Entity.attribute`, for messages.
    var qualifiedName: String { "\(entity?.entityName ?? "?").\(name)" }

    private func decodeTransformable(_ data: Data) -> Any? {
        if let transformed = objectFromTransformer(data) { return transformed }
        if let valueType, let decoded = try? JSONDecoder().decode(valueType, from: data) { return decoded }
        return (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) ?? data
    }

    private func conversionError(for value: Any, _ expectation: String? = nil) -> CairnError {
        let expected = expectation ?? Self.expectedSwiftTypes(attributeType)
        return CairnError(
            .validationInvalidType,
            "\(qualifiedName) (\(attributeType.rawValue)): expected \(expected), got a value of type \(type(of: value)).",
            entity: entity?.entityName, property: name)
    }

    private static func expectedSwiftTypes(_ type: AttributeType) -> String {
        switch type {
        case .integer16, .integer32, .integer64: return "an integer"
        case .double, .float, .decimal: return "a number"
        case .boolean: return "a Bool"
        case .string: return "a String"
        case .date: return "a Date"
        case .binaryData: return "Data"
        case .uuid: return "a UUID"
        case .uri: return "a URL"
        case .transformable: return "a Codable value"
        case .composite: return "a dictionary of element values"
        }
    }

    /// The engine's value for a Swift value, before looking at the attribute type.
    private static func naturalValue(of value: Any) -> PropertyValue? {
        // `NSNumber` instances first, by their dynamic type: Swift's casts would bridge them to
        // whichever Swift number type is asked for first.
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber { return numberValue(of: number) }
        switch value {
        case let stored as PropertyValue: return stored
        case let flag as Bool: return .bool(flag)
        case let number as any BinaryInteger:
            return Int64(exactly: number).map(PropertyValue.integer) ?? Decimal(string: "\(number)").map(PropertyValue.decimal)
        case let number as any BinaryFloatingPoint: return .double(Double(number))
        case let number as Decimal: return .decimal(number)
        case let text as String: return .string(text)
        case let date as Date: return .date(date)
        case let data as Data: return .data(data)
        case let uuid as UUID: return .uuid(uuid)
        case let url as URL: return .url(url)
        default: return nil
        }
    }

    private static func numberValue(of number: NSNumber) -> PropertyValue {
        if let decimal = number as? NSDecimalNumber { return .decimal(decimal.decimalValue) }
        switch String(cString: number.objCType) {
        case "c", "B": return .bool(number.boolValue)
        case "f", "d": return .double(number.doubleValue)
        default: return .integer(number.int64Value)
        }
    }

    /// Converts without loss to the canonical case for `type`, or `nil` when the value does not fit.
    static func coerce(_ value: PropertyValue, to type: AttributeType) -> PropertyValue? {
        let converted: PropertyValue?
        switch (type, value) {
        case (.integer16, _), (.integer32, _), (.integer64, _):
            converted = exactInteger(value).map(PropertyValue.integer)
        case (.double, _), (.float, _):
            converted = isNumber(value) ? value.numericValue.map(PropertyValue.double) : nil
        case (.decimal, .integer(let number)): converted = .decimal(Decimal(number))
        case (.decimal, .double(let number)): converted = Decimal(string: "\(number)").map(PropertyValue.decimal)
        case (.boolean, .integer(let number)) where number == 0 || number == 1: converted = .bool(number == 1)
        default: converted = value
        }
        guard let converted, ObjectValidator.typeProblem(converted, type) == nil else { return nil }
        return converted
    }

    private static func isNumber(_ value: PropertyValue) -> Bool {
        switch value {
        case .integer, .double, .decimal: return true
        default: return false
        }
    }

    private static func exactInteger(_ value: PropertyValue) -> Int64? {
        switch value {
        case .integer(let number): return number
        case .bool(let flag): return flag ? 1 : 0
        case .double(let number): return Int64(exactly: number)
        case .decimal(var number):
            var whole = Decimal()
            NSDecimalRound(&whole, &number, 0, .down)
            guard whole == number else { return nil }
            let integer = NSDecimalNumber(decimal: whole).int64Value
            return Decimal(integer) == whole ? integer : nil
        default: return nil
        }
    }
}
