import Foundation

/// Turns the dictionaries of a batch insert or update into stored values, checking every key and
/// value before anything is written: unknown keys, relationships, transient attributes, values of
/// the wrong type and missing required values are errors naming the entity, the key and the
/// object's position in the request.
struct BatchValueConverter {
    let entity: EntityDescription
    /// `batch insert into Quake` / `batch update of Quake`, for messages.
    let action: String

    /// The stored attribute named `key` and `value` converted to it.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` (134502) for a key that is not a stored attribute,
    ///   the conversion errors of ``AttributeDescription/propertyValue(converting:)`` (1550, 1610,
    ///   1620), and `.validationMissingMandatoryProperty` (1570) for `nil` in a required attribute.
    func convert(_ key: String, _ value: Any?, object: Int?) throws -> (index: Int, value: PropertyValue) {
        // Element key paths of composites (`location.latitude`) are stored attributes too.
        guard let attribute = entity.propertyIndex[key].flatMap({ entity.properties[$0] as? AttributeDescription }), !attribute.isTransient else {
            let problem =
                entity.propertiesByName[key] is RelationshipDescription
                ? "'\(key)' is a relationship; batch requests set attributes only (as in Core Data): set relationships through a context"
                : entity.propertiesByName[key] is CompositeAttributeDescription
                    ? "'\(key)' is a composite attribute; set its elements by their key paths ('\(key).\((entity.propertiesByName[key] as! CompositeAttributeDescription).elements.first?.name ?? "element")')"
                    : entity.propertiesByName[key] != nil
                        ? "'\(key)' is a transient attribute, which the store does not keep"
                        : "\(entity.entityName) has no attribute '\(key)' (its attributes: \(storedAttributeNames))"
            throw CairnError(.invalidRequest, "\(place(object)): \(problem). Nothing was written.", entity: entity.entityName, property: key)
        }
        let converted: PropertyValue
        do { converted = try attribute.propertyValue(converting: value) } catch var error as CairnError {
            error.message = "\(place(object)): \(error.message). Nothing was written."
            error.entityName = entity.entityName
            error.propertyName = key
            throw error
        }
        if converted.isNull, !attribute.isOptional { throw missing(attribute, object) }
        return (attribute.index, converted)
    }

    /// The stored row of a new object: the given values, the model's defaults for the others,
    /// `nil` for relationships; with the indices of the given values.
    ///
    /// - Throws: the errors of ``convert(_:_:object:)``, and 1570 for a required attribute that is
    ///   neither given nor has a default value.
    func insertRow(_ entries: some Sequence<(key: String, value: Any?)>, object: Int) throws -> (values: ContiguousArray<PropertyValue>, given: [Int]) {
        var values = ContiguousArray<PropertyValue>(
            entity.properties.map { property in
                property.isTransient ? .null : (property as? AttributeDescription)?.defaultValue ?? .null
            })
        var given: [Int] = []
        for (key, value) in entries {
            let (index, converted) = try convert(key, value, object: object)
            values[index] = converted
            if !given.contains(index) { given.append(index) }
        }
        for attribute in storedAttributes where !attribute.isOptional && values[attribute.index].isNull {
            throw missing(attribute, object)
        }
        return (values, given.sorted())
    }

    private func missing(_ attribute: AttributeDescription, _ object: Int?) -> CairnError {
        CairnError(
            .validationMissingMandatoryProperty,
            "\(place(object)): the required attribute '\(attribute.name)' has no value (and no default value). Nothing was written.", entity: entity.entityName,
            property: attribute.name)
    }

    /// `Batch insert into Quake, object 3` (0-based, the position in the request).
    private func place(_ object: Int?) -> String {
        "\(action.prefix(1).uppercased())\(action.dropFirst())\(object.map { ", object \($0)" } ?? "")"
    }

    private var storedAttributes: [AttributeDescription] {
        entity.properties.compactMap { $0 as? AttributeDescription }.filter { !$0.isTransient }
    }

    private var storedAttributeNames: String { storedAttributes.map(\.name).joined(separator: ", ") }
}
