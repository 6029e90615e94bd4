import Foundation

/// Transformable attributes typed with an `NSSecureCoding` class, as Core Data models declare
/// them (`@NSManaged var palette: Palette?`, spelled `@Managed` here, with an
/// `NSSecureUnarchiveFromDataTransformer` subclass as the attribute's value transformer).
extension ManagedObject {
    /// Reads the object a transformable attribute holds, decoded by its value transformer; `nil`
    /// when it has none (or holds an object of another class, which the transformer's allowed
    /// classes normally rule out).
    public final func managedValue<T: NSObject & NSSecureCoding>(forKey key: ManagedPropertyKey) -> T? {
        value(forKey: key.name) as? T
    }

    /// Reads the object a required transformable attribute holds; trapping when it has none is a
    /// programmer error (declare the property optional, or set it before reading it).
    public final func managedValue<T: NSObject & NSSecureCoding>(forKey key: ManagedPropertyKey) -> T {
        guard let object = managedValue(forKey: key) as T? else {
            preconditionFailure("\(entity.entityName).\(key.name) holds no \(T.self): declare it \(T.self)?, or set it before reading it.")
        }
        return object
    }

    /// Stores an object in a transformable attribute, encoded by its value transformer (`nil`
    /// clears it).
    public final func setManagedValue<T: NSObject & NSSecureCoding>(_ value: T?, forKey key: ManagedPropertyKey) {
        setValue(value, forKey: key.name)
    }
}
