import Foundation

/// Key-value coding of composite attributes: the whole value as a dictionary of its elements.
extension ManagedObject {
    /// The composite attribute `key` names, if it is one (looked up only for keys that are not
    /// stored properties, so plain keys pay nothing).
    final func compositeAttribute(_ key: String) -> CompositeAttributeDescription? {
        guard entity.propertyIndex[key] == nil else { return nil }
        return entity.attributesByName[key] as? CompositeAttributeDescription
    }

    /// `[element name: value]` of the elements that have a value, `nil` when none has one.
    final func compositeValue(_ composite: CompositeAttributeDescription) -> [String: Any]? {
        var result: [String: Any] = [:]
        for (element, stored) in zip(composite.elements, composite.storage) {
            let value = primitiveValue(at: propertyIndex(stored.name))
            if let object = stored.objectValue(for: value) { result[element.name] = object }
        }
        return result.isEmpty ? nil : result
    }

    /// Sets every element from a dictionary (`nil` or `NSNull` clears them all; a missing element
    /// is cleared). Trapping, like `setValue(_:forKey:)`, on what is a programmer error: a value
    /// that is not a dictionary, a key that is not an element, an element value of the wrong type.
    final func setCompositeValue(_ value: Any?, _ composite: CompositeAttributeDescription) {
        let qualified = "\(entity.entityName).\(composite.name)"
        var elements: [String: Any] = [:]
        switch value {
        case nil, is NSNull: break
        case let dictionary as [String: Any]: elements = dictionary
        case let dictionary as NSDictionary:
            for (key, element) in dictionary { elements["\(key)"] = element }
        default:
            preconditionFailure(
                "setValue(_:forKey: \"\(composite.name)\"): \(qualified) is a composite attribute: expected a dictionary of its elements (\(composite.elements.map(\.name).joined(separator: ", "))), got a value of type \(type(of: value!))."
            )
        }
        let unknown = Set(elements.keys).subtracting(composite.elements.map(\.name))
        precondition(
            unknown.isEmpty,
            "setValue(_:forKey: \"\(composite.name)\"): \(qualified) has no element named \(unknown.sorted().joined(separator: ", ")); its elements are \(composite.elements.map(\.name).joined(separator: ", "))."
        )
        for (element, stored) in zip(composite.elements, composite.storage) {
            do {
                setPrimitiveValue(try stored.propertyValue(converting: elements[element.name]), at: propertyIndex(stored.name))
            } catch let error as CairnError {
                preconditionFailure("setValue(_:forKey: \"\(composite.name)\"): \(error.message)")
            } catch {
                preconditionFailure("setValue(_:forKey: \"\(composite.name)\"): \(error)")
            }
        }
    }
}
