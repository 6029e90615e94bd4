import Foundation

/// An attribute of an entity: a named value of one ``AttributeType``.
///
/// ```swift
/// let name = AttributeDescription(name: "name", type: .string, isOptional: false)
/// let level = AttributeDescription(name: "level", type: .integer16, defaultValue: 1)
/// let tags = AttributeDescription(name: "tags", codable: [String].self)
/// ```
public final class AttributeDescription: PropertyDescription, @unchecked Sendable {
    /// The attribute's value type.
    public var attributeType: AttributeType { didSet { checkMutable() } }
    /// The value a newly inserted object starts with (`nil` means no default).
    public var defaultValue: PropertyValue? { didSet { checkMutable() } }
    /// For `.transformable` attributes: the `Codable` type of the value, used by `value(forKey:)`.
    public var valueType: (any Codable.Type)? { didSet { checkMutable() } }
    /// For `.transformable` attributes: the name of the value type (kept in the store's model).
    public var valueTypeName: String? { didSet { checkMutable() } }

    /// Creates an attribute.
    ///
    /// - Parameters:
    ///   - name: the attribute's name.
    ///   - type: the value type.
    ///   - isOptional: whether `nil` is allowed (Core Data's default: `true`).
    ///   - defaultValue: the initial value of inserted objects; must convert to `type`.
    ///   - isTransient: whether the value is kept in memory only.
    ///   - isIndexed: whether the store indexes the column.
    public init(
        name: String, type: AttributeType, isOptional: Bool = true,
        defaultValue: (any PropertyValueConvertible)? = nil,
        isTransient: Bool = false, isIndexed: Bool = false
    ) {
        self.attributeType = type
        self.defaultValue = defaultValue.map { $0.propertyValue }
        super.init(name: name, isOptional: isOptional, isTransient: isTransient, isIndexed: isIndexed)
    }

    /// Creates a transformable attribute holding any `Codable` value, stored as JSON.
    ///
    /// ```swift
    /// let tags = AttributeDescription(name: "tags", codable: [String].self)
    /// ```
    public init<T: Codable>(name: String, codable: T.Type, isOptional: Bool = true, isTransient: Bool = false) {
        self.attributeType = .transformable
        self.valueType = codable
        self.valueTypeName = String(describing: codable)
        super.init(name: name, isOptional: isOptional, isTransient: isTransient, isIndexed: false)
    }

    override var hashComponents: [String] {
        super.hashComponents + ["attribute", attributeType.rawValue, valueTypeName ?? ""]
    }

    /// A short description such as `name: string?`.
    public override var description: String {
        "\(name): \(attributeType.rawValue)\(isOptional ? "?" : "")"
    }
}
