import Foundation

/// `NSNumber` properties, as Xcode generates them for numbers without a scalar type
/// (`@NSManaged public var count: NSNumber?`, spelled `@Managed` here).
extension ManagedObject {
    /// Reads a numeric or Boolean attribute as an `NSNumber` (`nil` when it has no value).
    public final func managedValue(forKey key: ManagedPropertyKey) -> NSNumber? {
        switch attributeValue(forKey: key) {
        case .integer(let value): return NSNumber(value: value)
        case .double(let value): return NSNumber(value: value)
        case .bool(let value): return NSNumber(value: value)
        case .decimal(let value): return NSDecimalNumber(decimal: value)
        case .null: return nil
        case let other:
            preconditionFailure("\(entity.entityName).\(key.name) holds \(other), not a number: declare the property with the attribute's type.")
        }
    }

    /// Reads a required numeric or Boolean attribute as an `NSNumber`; trapping when it has no
    /// value is a programmer error (declare the property optional, or give the attribute a default).
    public final func managedValue(forKey key: ManagedPropertyKey) -> NSNumber {
        guard let number = managedValue(forKey: key) as NSNumber? else {
            preconditionFailure("\(entity.entityName).\(key.name) has no value: declare it NSNumber?, or give the attribute a default value.")
        }
        return number
    }

    /// Writes a numeric or Boolean attribute from an `NSNumber` (`nil` clears it), converted to
    /// the attribute's type as ``setValue(_:forKey:)`` converts.
    public final func setManagedValue(_ value: NSNumber?, forKey key: ManagedPropertyKey) {
        setValue(value, forKey: key.name)
    }
}
