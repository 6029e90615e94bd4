import Foundation

extension ManagedObject {
    /// The index of property `key`, trapping with the entity's name when there is none.
    @inline(__always)
    final func propertyIndex(_ key: String) -> Int {
        guard let index = entity.propertyIndex[key] else {
            preconditionFailure(
                "Entity '\(entity.entityName)' has no property named '\(key)'. Known properties: \(entity.properties.map(\.name).joined(separator: ", ")).")
        }
        return index
    }

    /// The index of the property `key` names, trapping with the entity's name when there is none.
    @inline(__always)
    final func propertyIndex(_ key: ManagedPropertyKey) -> Int {
        propertySlot(key).index
    }

    /// Where property `key` sits, and whether it is transformable; the cached answer needs only the
    /// entity's serial (kept in the ID's space), so the common case never touches the entity.
    @inline(__always)
    final func propertySlot(_ key: ManagedPropertyKey) -> ManagedPropertyKey.PropertySlot {
        if let slot = key.cachedSlot(forEntitySerial: objectID.space.entitySerial) { return slot }
        let entity = entity
        guard let slot = key.slot(in: entity) else {
            let index = propertyIndex(key.name)
            return .init(index: index, isTransformable: entity.isTransformableAttribute(at: index))
        }
        return slot
    }

    /// Checks the calling thread (debug builds) and loads the object's data if it is a fault.
    @inline(__always)
    final func willAccessValues() {
        #if DEBUG
            managedObjectContext?.assertOnExecutor(touching: self)
        #endif
        if values == nil || state.contains(.awaitingAwake) { fireFault() }
    }

    /// Loads the data of a fault and calls `awakeFromFetch` once.
    final func fireFault() {
        if values == nil {
            if let context = managedObjectContext {
                context.fulfillFault(for: self)
            } else {
                values = Self.initialValues(of: entity)
            }
        }
        if state.contains(.awaitingAwake) {
            state.remove(.awaitingAwake)
            awakeFromFetch()
        }
    }

    /// The current value at a property index (fires the fault).
    @inline(__always)
    final func primitiveValue(at index: Int) -> PropertyValue {
        willAccessValues()
        return values![index]
    }

    /// Stores a value at a property index and records the change (no inverse maintenance).
    final func setPrimitiveValue(_ value: PropertyValue, at index: Int) {
        willAccessValues()
        precondition(
            !state.contains(.deleted) || managedObjectContext == nil,
            "Object \(objectID) of entity '\(entity.entityName)' was deleted; changing '\(entity.properties[index].name)' has no effect. Do not modify deleted objects."
        )
        if state.isDisjoint(with: [.inserted, .updated]) {
            // In no context (made with `insertInto: nil`, as CairnData's new models are) nothing
            // tracks the change: no need to compare.
            guard let context = managedObjectContext else {
                storeValue(value, at: index)
                return
            }
            if values![index] == value { return }
            context.noticeChange(of: self)
            storeValue(value, at: index)
            context.objectDidChange(self)
        } else {
            // Already tracked: no need to compare. Noticed once per event, before the change.
            if !state.contains(.noticed) { managedObjectContext?.noticeChange(of: self) }
            storeValue(value, at: index)
        }
    }

    /// The value of a property as the engine stores it, without inverse maintenance (Core Data's
    /// `primitiveValue(forKey:)`).
    public final func primitivePropertyValue(forKey key: String) -> PropertyValue {
        primitiveValue(at: propertyIndex(key))
    }

    /// Sets a property's stored value without inverse maintenance (Core Data's
    /// `setPrimitiveValue(_:forKey:)`). Prefer the typed properties or `setValue(_:forKey:)`.
    public final func setPrimitivePropertyValue(_ value: PropertyValue, forKey key: String) {
        setPrimitiveValue(value, at: propertyIndex(key))
    }

    /// Whether the object has changes a save would write: changed values of properties that are
    /// not transient (Core Data's `hasPersistentChangedValues`).
    public var hasPersistentChangedValues: Bool {
        changedValues().keys.contains { key in entity.propertiesByName[key].map { !$0.isTransient } ?? false }
    }

    /// The properties whose values differ from the last saved (or fetched) state, by name.
    ///
    /// For an inserted object: every property that is not `nil` / empty.
    public func changedValues() -> [String: Any] {
        guard let values else { return [:] }
        var result: [String: Any] = [:]
        for (index, property) in entity.properties.enumerated() {
            let current = values[index]
            if let originals {
                if let committed = originals.original(at: index), current != committed, !isUnloadedToMany(committed, property) {
                    result[property.name] = current.anyValue ?? NSNull()
                }
            } else if isInserted, current != .null, current != .objects([]) {
                result[property.name] = current.anyValue
            }
        }
        return result
    }

    private func isUnloadedToMany(_ committedValue: PropertyValue, _ property: PropertyDescription) -> Bool {
        committedValue == .null && (property as? RelationshipDescription)?.isToMany == true && values?[property.index] == .null
    }

    /// The last saved values of the given properties (all properties when `keys` is `nil`).
    ///
    /// For an object that was never saved this is empty.
    public func committedValues(forKeys keys: [String]?) -> [String: Any] {
        guard !isInserted else { return [:] }
        if originals == nil { willAccessValues() }
        guard let committed else { return [:] }
        let names = keys ?? entity.properties.map(\.name)
        var result: [String: Any] = [:]
        for name in names {
            guard let index = entity.propertyIndex[name] else { continue }
            result[name] = committed[index].anyValue ?? NSNull()
        }
        return result
    }
}
