import Cairn

extension AttributeDescription {
    /// Core Data's `defaultValue` as `Any?`: `year.defaultValue = 0`, `title.defaultValue = ""`,
    /// `created.defaultValue = Date()`, `NSNumber(value: 1)`. Reading it gives the engine's
    /// ``Cairn/PropertyValue``.
    ///
    /// A value of a type an attribute cannot hold stops the program with the attribute and the
    /// type named.
    @_disfavoredOverload
    public var defaultValue: Any? {
        get { engineDefaultValue }
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
            preconditionFailure("Attribute '\(name)': a default value of type \(type(of: value)) cannot be stored; use a number, string, Bool, Date, Data, UUID or URL.")
        }
        return convertible.propertyValue
    }
}
