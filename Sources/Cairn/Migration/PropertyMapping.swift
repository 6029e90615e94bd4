/// How one property of a destination entity gets its value (Core Data's `NSPropertyMapping`).
public struct PropertyMapping: Sendable, Hashable {
    /// The destination property's name.
    public var name: String
    /// Where the value comes from.
    public var value: Value

    /// Where a property mapping's value comes from.
    public enum Value: Sendable, Hashable {
        /// The value of a property of the source object (its name, which differs after a rename),
        /// converted to the destination type; `default` replaces a missing value when the
        /// destination requires one.
        case sourceProperty(String, default: PropertyValue? = nil)
        /// The same value for every object: the default value of an added attribute, or `nil`.
        case constant(PropertyValue)
        /// A value your code computes from the source object (attributes only).
        case transform(MigrationValueTransform)
    }

    /// Creates a property mapping.
    public init(name: String, value: Value) {
        self.name = name
        self.value = value
    }
}
