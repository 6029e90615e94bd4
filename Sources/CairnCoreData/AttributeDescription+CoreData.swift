import Cairn

extension AttributeDescription {
    /// Core Data's `defaultValue` as `Any?`: `year.defaultValue = 0`, `title.defaultValue = ""`,
    /// `created.defaultValue = Date()`, `NSNumber(value: 1)`. Reading gives what Core Data gives:
    /// numbers and Booleans as `NSNumber` (so `as? Int` works), decimals as `NSDecimalNumber`,
    /// other values as themselves. In code that imports `CairnCoreData` it shadows the engine's
    /// ``/Cairn/PropertyValue`` form.
    ///
    /// A value of a type an attribute cannot hold stops the program with the attribute and the
    /// type named.
    public var defaultValue: Any? {
        get {
            switch engineDefaultValue {
            case .integer(let value)?: return NSNumber(value: value)
            case .double(let value)?: return NSNumber(value: value)
            case .bool(let value)?: return NSNumber(value: value)
            case .decimal(let value)?: return NSDecimalNumber(decimal: value)
            case let other?: return other.anyValue
            case nil: return nil
            }
        }
        set { engineDefaultValue = newValue.map { coreDataPropertyValue($0) } }
    }

    private func coreDataPropertyValue(_ value: Any) -> PropertyValue {
        if let value = value as? PropertyValue { return value }
        if let number = value as? NSNumber, !(value is any PropertyValueConvertible) {
            switch attributeType {
            case .integer16, .integer32, .integer64: return .integer(number.int64Value)
            case .boolean: return .bool(number.boolValue)
            default: return .double(number.doubleValue)
            }
        }
        guard let convertible = value as? any PropertyValueConvertible else {
            preconditionFailure(
                "Attribute '\(name)': a default value of type \(type(of: value)) cannot be stored; use a number, string, Bool, Date, Data, UUID or URL.")
        }
        return convertible.propertyValue
    }
}
