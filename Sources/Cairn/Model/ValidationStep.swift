/// How saving validates one property of an entity: a table built when the model is frozen, so the
/// per-object loop needs no dynamic casts and no reference counting of the model's objects.
struct ValidationStep {
    /// What kind of check the property needs.
    enum Kind {
        /// A transient property: not validated.
        case skip
        /// An attribute with only the required and type checks, done inline when the value fits.
        case plainAttribute(AttributeType)
        /// An attribute with bounds, lengths, a pattern or an integer width.
        case ruledAttribute
        /// A relationship (required, counts).
        case relationship
    }

    let kind: Kind
    /// The property (the model outlives every object of it).
    unowned(unsafe) let property: PropertyDescription

    /// The steps of `entity`'s properties, in storage order.
    static func steps(of entity: EntityDescription) -> [ValidationStep] {
        entity.properties.map { property in
            if property.isTransient { return ValidationStep(kind: .skip, property: property) }
            if let attribute = property as? AttributeDescription {
                return ValidationStep(kind: attribute.hasValueRules ? .ruledAttribute : .plainAttribute(attribute.attributeType), property: property)
            }
            return ValidationStep(kind: .relationship, property: property)
        }
    }
}
