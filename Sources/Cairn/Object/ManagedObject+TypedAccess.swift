import Foundation

/// Typed property access, used by the code the `@Managed` macro generates.
///
/// `@Managed var name: String` expands to a getter calling `managedValue(forKey:)` and a setter
/// calling `setManagedValue(_:forKey:)` with the property's ``ManagedPropertyKey``; Swift picks the overload from the
/// property's type: attribute types, other `Codable` types (transformable), a related object (to-one),
/// or a `Set` / `Array` / `NSSet` / `NSOrderedSet` of related objects (to-many).
extension ManagedObject {
    // MARK: Attributes

    // The two attribute accessors are `@inlinable` so that the module declaring the model class
    // specializes them for the property's type: unspecialized, every read looked up `Optional<T>`'s
    // metadata in the runtime, a large part of a property read.

    /// Reads an attribute of a type the engine stores natively.
    @inlinable
    public final func managedValue<T: PropertyValueConvertible>(forKey key: ManagedPropertyKey) -> T {
        let value = attributeValue(forKey: key)
        if let result = T.fromPropertyValue(value) { return result }
        return decodeStoredValue(value, forKey: key)
    }

    /// Writes an attribute of a type the engine stores natively.
    @inlinable
    public final func setManagedValue<T: PropertyValueConvertible>(_ value: T, forKey key: ManagedPropertyKey) {
        if !setNativeAttributeValue(value.propertyValue, forKey: key) { setTransformableValue(value, forKey: key) }
    }

    /// The value of attribute `key` (firing the fault).
    @usableFromInline
    final func attributeValue(forKey key: ManagedPropertyKey) -> PropertyValue {
        primitiveValue(at: propertyIndex(key))
    }

    /// Stores `value` in attribute `key` (recording the change) unless the attribute is
    /// transformable; returns false, storing nothing, if it is (the caller then encodes the value).
    /// One call per typed set: index, kind and store used to be three calls into this module.
    @usableFromInline
    final func setNativeAttributeValue(_ value: PropertyValue, forKey key: ManagedPropertyKey) -> Bool {
        let slot = propertySlot(key)
        if slot.isTransformable { return false }
        setPrimitiveValue(value, at: slot.index)
        return true
    }

    /// Stores `value` in the transformable attribute `key`, as JSON (a value that does not encode
    /// fails the next save: see `setEncodedValue(_:at:)`).
    @usableFromInline
    final func setTransformableValue<T: Encodable>(_ value: T, forKey key: ManagedPropertyKey) {
        setEncodedValue(value, at: propertyIndex(key))
    }

    /// A stored value that is not directly a `T`: `0` / `false` for a scalar with no value, a
    /// transformable attribute's JSON, or a trap naming the property (a `nil` in a non-optional,
    /// non-scalar property, or the wrong type in the model).
    @usableFromInline
    final func decodeStoredValue<T: PropertyValueConvertible>(_ value: PropertyValue, forKey key: ManagedPropertyKey) -> T {
        if let waiting = unencodableValue(at: propertyIndex(key)), let typed = waiting as? T { return typed }
        // A scalar with no value reads 0 / false, as in Core Data.
        if value.isNull, let zero = T.valueForNil { return zero }
        if case .data(let data) = value, let decoded = try? JSONDecoder().decode(T.self, from: data) { return decoded }
        // A value of another type, data that does not decode, or no value in a required attribute
        // came from the store: another version of the app, another process or device wrote it.
        if let standIn = standIn(forKey: key, as: T.self) {
            reportUndecodable(key.name, holding: Self.describeStored(value), "which is not a \(T.self)", readAs: "\(standIn)", stored: value)
            return standIn
        }
        preconditionFailure(
            value.isNull
                ? "\(entity.entityName).\(key) is nil but is declared as non-optional \(T.self); declare it as \(T.self)? or give it a value (or a default in the model) before reading it."
                : "\(entity.entityName).\(key) of \(objectID) holds \(Self.describeStored(value)), which is not a \(T.self), and the attribute has no default value to read instead; give it one in the model, or declare the property optional."
        )
    }

    /// Reads a transformable attribute: any `Codable` value, stored as JSON (or, until the next save
    /// fails on it, a value that did not encode).
    @_disfavoredOverload
    public final func managedValue<T: Codable>(forKey key: ManagedPropertyKey) -> T {
        let index = propertyIndex(key)
        let value = primitiveValue(at: index)
        if let waiting = unencodableValue(at: index), let typed = waiting as? T { return typed }
        switch value {
        case .null:
            if let nilValue = (T.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? T { return nilValue }
            // Required in this model, but the store has no value: another version wrote it.
            if let standIn = standIn(forKey: key, as: T.self) {
                reportUndecodable(key.name, holding: "no value", "but \(T.self) is not optional", readAs: "\(standIn)", stored: value)
                return standIn
            }
            preconditionFailure(
                "\(entity.entityName).\(key) is nil but is declared as non-optional \(T.self); declare it optional or set it before reading it.")
        case .data(let data):
            do { return try JSONDecoder().decode(T.self, from: data) } catch {
                // Written by a version of the app whose type differed, or by another device.
                guard let standIn = standIn(forKey: key, as: T.self) else {
                    preconditionFailure(
                        "\(entity.entityName).\(key) of \(objectID) holds data that does not decode as \(T.self) (\(error)), and the attribute has no default value to read instead; give it one in the model, or declare the property optional."
                    )
                }
                reportUndecodable(
                    key.name, holding: "\(data.count) bytes of data", "which do not decode as \(T.self) (\(error))", readAs: "\(standIn)", stored: value)
                return standIn
            }
        default:
            preconditionFailure("\(entity.entityName).\(key) is not a transformable attribute holding \(T.self); check the attribute's type in the model.")
        }
    }

    /// Writes a transformable attribute: any `Codable` value, stored as JSON.
    ///
    /// A value that does not encode (`JSONEncoder` throws, for example on a `Double.nan` inside it)
    /// is kept as it is: reads return it, and the next `save()` throws a ``CairnError`` `.validation`
    /// (1550) naming the entity, the attribute and the object, with the encoding error as its
    /// ``CairnError/underlyingError``. An object in no context traps instead.
    @_disfavoredOverload
    public final func setManagedValue<T: Codable>(_ value: T, forKey key: ManagedPropertyKey) {
        setEncodedValue(value, at: propertyIndex(key))
    }

    /// `value` as JSON (`nil` as `.null`), as transformable attributes store it.
    ///
    /// - Throws: what `JSONEncoder` throws (an `EncodingError` for NaN or infinite numbers).
    static func encodeTransformable<T: Encodable>(_ value: T) throws -> PropertyValue {
        if let optional = value as? any OptionalProtocol, optional.isNone { return .null }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return .data(try encoder.encode(value))
    }

    // MARK: To-one relationships

    /// Reads a to-one relationship.
    public final func managedValue<T: ManagedObject>(forKey key: ManagedPropertyKey) -> T? {
        guard let object = relatedObject(at: relationshipIndex(key, toMany: false)) else { return nil }
        guard let typed = object as? T else {
            preconditionFailure(
                "\(entity.entityName).\(key) holds a \(object.entity.entityName) (class \(type(of: object))), not a \(T.self). Bind the class to its entity with managedObjectClass."
            )
        }
        return typed
    }

    /// Reads a required to-one relationship; trapping if it is `nil` is a programmer error.
    public final func managedValue<T: ManagedObject>(forKey key: ManagedPropertyKey) -> T {
        guard let object: T = managedValue(forKey: key) else {
            preconditionFailure(
                "\(entity.entityName).\(key) is nil but is declared as non-optional \(T.self); declare it as \(T.self)? or set it before reading it.")
        }
        return object
    }

    /// Writes a to-one relationship, keeping the inverse consistent.
    public final func setManagedValue<T: ManagedObject>(_ value: T?, forKey key: ManagedPropertyKey) {
        setRelatedObject(value, at: relationshipIndex(key, toMany: false))
    }

    // MARK: To-many relationships

    /// Reads a to-many relationship as a set.
    public final func managedValue<T: ManagedObject>(forKey key: ManagedPropertyKey) -> Set<T> {
        Set(relatedObjects(at: relationshipIndex(key, toMany: true)).map { Self.cast($0, T.self, key) })
    }

    /// Writes a to-many relationship from a set, keeping inverses consistent.
    public final func setManagedValue<T: ManagedObject>(_ value: Set<T>, forKey key: ManagedPropertyKey) {
        setRelatedObjects(Array(value), at: relationshipIndex(key, toMany: true))
    }

    /// Reads a to-many relationship as an array (in order, for ordered relationships).
    public final func managedValue<T: ManagedObject>(forKey key: ManagedPropertyKey) -> [T] {
        relatedObjects(at: relationshipIndex(key, toMany: true)).map { Self.cast($0, T.self, key) }
    }

    /// Writes a to-many relationship from an array (the order is kept by ordered relationships).
    public final func setManagedValue<T: ManagedObject>(_ value: [T], forKey key: ManagedPropertyKey) {
        setRelatedObjects(value, at: relationshipIndex(key, toMany: true))
    }

    /// Reads a to-many relationship as an `NSOrderedSet` (Core Data's type for ordered relationships).
    public final func managedValue(forKey key: ManagedPropertyKey) -> NSOrderedSet {
        NSOrderedSet(array: relatedObjects(at: relationshipIndex(key, toMany: true)))
    }

    /// Reads a to-many relationship as an optional `NSOrderedSet`.
    public final func managedValue(forKey key: ManagedPropertyKey) -> NSOrderedSet? {
        managedValue(forKey: key) as NSOrderedSet
    }

    /// Writes a to-many relationship from an `NSOrderedSet` (`nil` empties it).
    public final func setManagedValue(_ value: NSOrderedSet?, forKey key: ManagedPropertyKey) {
        setRelatedObjects(Self.objects(in: value?.array ?? [], key.name), at: relationshipIndex(key, toMany: true))
    }

    /// Reads a to-many relationship as an `NSSet`.
    public final func managedValue(forKey key: ManagedPropertyKey) -> NSSet {
        NSSet(array: relatedObjects(at: relationshipIndex(key, toMany: true)))
    }

    /// Reads a to-many relationship as an optional `NSSet`.
    public final func managedValue(forKey key: ManagedPropertyKey) -> NSSet? {
        managedValue(forKey: key) as NSSet
    }

    /// Writes a to-many relationship from an `NSSet` (`nil` empties it).
    public final func setManagedValue(_ value: NSSet?, forKey key: ManagedPropertyKey) {
        setRelatedObjects(Self.objects(in: value?.allObjects ?? [], key.name), at: relationshipIndex(key, toMany: true))
    }

    private static func cast<T: ManagedObject>(_ object: ManagedObject, _ type: T.Type, _ key: ManagedPropertyKey) -> T {
        guard let typed = object as? T else {
            preconditionFailure(
                "Relationship '\(key)' holds a \(object.entity.entityName) (class \(Swift.type(of: object))), not a \(T.self). Bind the class to its entity with managedObjectClass."
            )
        }
        return typed
    }

    static func objects(in array: [Any], _ key: String) -> [ManagedObject] {
        array.map { element in
            guard let object = element as? ManagedObject else {
                preconditionFailure("Relationship '\(key)' can only hold managed objects, not \(type(of: element)).")
            }
            return object
        }
    }

    final func relationshipIndex(_ key: ManagedPropertyKey, toMany: Bool) -> Int {
        let index = propertyIndex(key)
        guard let relationship = entity.properties[index] as? RelationshipDescription, relationship.isToMany == toMany else {
            preconditionFailure(
                "\(entity.entityName).\(key) is not a \(toMany ? "to-many" : "to-one") relationship in the model; check the property's declaration against the model."
            )
        }
        return index
    }
}

/// Lets generic code recognise `Optional.none` and unwrap optionals held in `Any`.
protocol OptionalProtocol {
    var isNone: Bool { get }
    /// The wrapped value, `nil` for `.none`.
    var wrappedAny: Any? { get }
}

extension Optional: OptionalProtocol {
    var isNone: Bool { self == nil }
    var wrappedAny: Any? { map { $0 as Any } }
}
