import Foundation

/// An attribute made of named element values, as Core Data's `NSCompositeAttributeDescription`
/// (iOS 17): a location of `latitude` and `longitude`, a size of `width` and `height`.
///
/// ```swift
/// EntityDescription(name: "Place") {
///     AttributeDescription(name: "name", type: .string)
///     CompositeAttributeDescription(name: "location", elements: [
///         AttributeDescription(name: "latitude", type: .double),
///         AttributeDescription(name: "longitude", type: .double),
///     ])
/// }
///
/// place.setValue(["latitude": 48.85, "longitude": 2.35], forKey: "location")
/// let location = place.value(forKey: "location") as? [String: Any]
/// request.predicate = FetchPredicate(format: "location.latitude > %@", 45.0)
/// ```
///
/// The value is a dictionary from element names to element values (`value(forKey:)` leaves out
/// elements without a value, and gives `nil` when no element has one). Each element is stored as
/// an attribute of its own, named by its key path (`location.latitude`, listed in the entity's
/// ``EntityDescription/properties`` in place of the composite), so predicates, sort keys,
/// indexes and validation settings use element key paths like any attribute. Elements are plain
/// attributes: not composite, derived or transient. An element is optional when the composite
/// or the element is.
public final class CompositeAttributeDescription: AttributeDescription, @unchecked Sendable {
    // Safety: as every description's settings (see `PropertyDescription`); `storage` is written
    // only by the model compiler before the frozen flag is published.

    /// The element attributes, in order (Core Data's `elements`).
    public var elements: [AttributeDescription] {
        get { freezeState.read { _elements } }
        set { freezeState.write({ frozenMutationMessage }) { _elements = newValue } }
    }
    @exclusivity(unchecked) private var _elements: [AttributeDescription]

    /// The stored attributes of the elements in an entity, named by their key paths; made when
    /// the model is frozen.
    @exclusivity(unchecked) var storage: [AttributeDescription] = []

    /// Creates a composite attribute.
    ///
    /// - Parameters:
    ///   - name: the attribute's name.
    ///   - elements: its element attributes, each with a name unique in the composite.
    ///   - isOptional: whether the whole value may be `nil`.
    public init(name: String, elements: [AttributeDescription], isOptional: Bool = true) {
        self._elements = elements
        super.init(name: name, type: .composite, isOptional: isOptional)
    }

    /// Creates an optional composite attribute with no elements yet, to be configured property by
    /// property as Core Data code does (`name`, `elements`).
    public convenience init() {
        self.init(name: "", elements: [])
    }

    /// The stored attribute of one element, for the model compiler.
    func makeStorage(for element: AttributeDescription) -> AttributeDescription {
        let stored = AttributeDescription(
            name: "\(name).\(element.name)", type: element.attributeType, isOptional: isOptional || element.isOptional,
            isTransient: isTransient, isIndexed: element.isIndexed)
        stored.defaultValue = element.defaultValue
        stored.minValue = element.minValue
        stored.maxValue = element.maxValue
        stored.minLength = element.minLength
        stored.maxLength = element.maxLength
        stored.regularExpression = element.regularExpression
        stored.valueType = element.valueType
        stored.valueTypeName = element.valueTypeName
        stored.valueTransformerName = element.valueTransformerName
        stored.versionHashModifier = element.versionHashModifier
        stored.renamingIdentifier = element.renamingIdentifier.map { "\(renamingIdentifier ?? name).\($0)" }
        return stored
    }
}
