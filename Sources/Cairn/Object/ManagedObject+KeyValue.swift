import Foundation

/// Key-value coding: read and write any property by name, as Core Data's `value(forKey:)` and
/// `setValue(_:forKey:)` do. This is how subclass-free (dynamic) objects are used.
///
/// ```swift
/// let dog = ManagedObject(entity: model.entitiesByName["Dog"]!, insertInto: context)
/// dog.setValue("Fido", forKey: "name")
/// dog.setValue(3, forKey: "age")                       // an integer16 attribute
/// let name = dog.value(forKey: "name") as? String     // "Fido"
/// let age = dog.value(forKey: "age") as? Int          // 3
/// let walks = dog.value(forKey: "walks") as? NSOrderedSet
/// ```
///
/// Values are converted per attribute type (see ``AttributeDescription/propertyValue(converting:)``);
/// relationships keep their inverses consistent, as the typed `@Managed` properties do.
extension ManagedObject {
    /// The value of the property named `key`, as Core Data returns it.
    ///
    /// Attributes: `nil`, `NSNumber` (integers, floating-point numbers, Booleans — cast with
    /// `as? Int`, `as? Double`, `as? Bool`), `NSDecimalNumber`, `String`, `Date`, `Data`, `UUID`,
    /// `URL`, the decoded value of a transformable attribute (see
    /// ``AttributeDescription/objectValue(for:)``), or for a composite attribute a `[String: Any]`
    /// of its elements' values (one element alone with its key path, `"location.latitude"`). To-one relationships: the related
    /// `ManagedObject` or `nil`. To-many relationships: an `NSOrderedSet` (ordered) or `NSSet` of
    /// `ManagedObject`s.
    ///
    /// Fires the object's fault. Trapping on a key the entity does not have is a programmer error
    /// (Core Data raises `NSUnknownKeyException`); the message lists the entity's properties.
    public final func value(forKey key: String) -> Any? {
        if let composite = compositeAttribute(key) { return compositeValue(composite) }
        let index = propertyIndex(key)
        switch entity.properties[index] {
        case let attribute as AttributeDescription:
            let stored = primitiveValue(at: index)
            if attribute.attributeType == .transformable, let waiting = unencodableValue(at: index) { return waiting }
            return attribute.objectValue(for: stored)
        case let relationship as RelationshipDescription where relationship.isToMany:
            let objects = relatedObjects(at: index)
            return relationship.isOrdered ? NSOrderedSet(array: objects) : NSSet(array: objects)
        default:
            return relatedObject(at: index)
        }
    }

    /// Sets the property named `key`, converting `value` to the property's type.
    ///
    /// Attributes accept the Swift values listed at
    /// ``AttributeDescription/propertyValue(converting:)`` (`nil` or `NSNull` clears the value).
    /// To-one relationships accept a `ManagedObject` of the destination entity or `nil`; to-many
    /// relationships an array, `Set`, `NSSet` or `NSOrderedSet` of them (`nil` empties the
    /// relationship). Inverse relationships are updated on both sides.
    ///
    /// Trapping is for programmer errors, with a message naming the entity, the key and the types
    /// involved: an unknown key, a value of the wrong type, an integer out of its type's range, an
    /// object from another context. To convert untrusted data without trapping, call
    /// `entity.attributesByName[key]?.propertyValue(converting:)` first (it throws) and store the
    /// result with ``setPrimitivePropertyValue(_:forKey:)``. A `Codable` value that does not encode
    /// for a transformable attribute is data, not a programmer error: it fails the next save with a
    /// validation error, as Core Data fails at save when a value transformer fails.
    public final func setValue(_ value: Any?, forKey key: String) {
        if let composite = compositeAttribute(key) { return setCompositeValue(value, composite) }
        let index = propertyIndex(key)
        switch entity.properties[index] {
        case let attribute as AttributeDescription:
            do {
                setPrimitiveValue(try attribute.propertyValue(converting: value), at: index)
            } catch let error as CairnError where attribute.attributeType == .transformable && error.underlyingError != nil {
                // A Codable value that does not encode: the next save fails, as for a typed setter.
                keepUnencodable(value!, failure: error.underlyingError!, at: index)
            } catch let error as CairnError {
                preconditionFailure("setValue(_:forKey: \"\(key)\"): \(error.message)")
            } catch {
                preconditionFailure("setValue(_:forKey: \"\(key)\"): \(error)")
            }
        case let relationship as RelationshipDescription where relationship.isToMany:
            setRelatedObjects(Self.relatedObjects(in: value, relationship), at: index)
        case let relationship as RelationshipDescription:
            setRelatedObject(Self.relatedObject(in: value, relationship), at: index)
        default:
            preconditionFailure("\(entity.entityName).\(key) is neither an attribute nor a relationship.")
        }
    }

    private static func relatedObject(in value: Any?, _ relationship: RelationshipDescription) -> ManagedObject? {
        guard let value, !(value is NSNull) else { return nil }
        guard let object = value as? ManagedObject else {
            preconditionFailure(
                "setValue(_:forKey: \"\(relationship.name)\"): \(relationship.entity?.entityName ?? "?").\(relationship.name) is a to-one relationship to \(relationship.destinationEntityName): expected a ManagedObject or nil, got a value of type \(type(of: value))."
            )
        }
        return object
    }

    private static func relatedObjects(in value: Any?, _ relationship: RelationshipDescription) -> [ManagedObject] {
        let elements: [Any]
        switch value {
        case nil, is NSNull: elements = []
        case let set as NSOrderedSet: elements = set.array
        case let set as NSSet: elements = set.allObjects
        case let set as Set<ManagedObject>: elements = Array(set)
        case let array as [Any]: elements = array
        default:
            preconditionFailure(
                "setValue(_:forKey: \"\(relationship.name)\"): \(relationship.entity?.entityName ?? "?").\(relationship.name) is a to-many relationship to \(relationship.destinationEntityName): expected an array, Set, NSSet or NSOrderedSet of managed objects, got a value of type \(type(of: value!))."
            )
        }
        return objects(in: elements, relationship.name)
    }
}
