import Foundation

/// Values given to transformable attributes that could not be encoded (a `Double.nan` inside a
/// `Codable` struct makes `JSONEncoder` throw), kept until the next save fails on them.
///
/// A property setter cannot throw; as Core Data fails at save when a value transformer fails, the
/// attribute holds a marker (JSON naming no value), the value itself waits here, reads return it,
/// and ``ManagedObjectContext/save()`` fails with a validation error naming the attribute and
/// object. An entry counts only while its attribute still holds its marker: setting another value,
/// `rollback()`, `refresh(_:mergeChanges:)` and undo replace the marker and so retire the entry.
/// The context's executor is the only one touching it.
struct UnencodableValues {
    private struct Key: Hashable {
        let object: ObjectIdentifier
        let index: Int
    }

    private struct Entry {
        let object: ManagedObject
        let marker: PropertyValue
        let value: Any
        let cause: any Error
    }

    private var entries: [Key: Entry] = [:]

    /// Keeps `value`, which failed to encode with `cause`, for attribute `index` of `object`, and
    /// returns the marker to store in the attribute.
    mutating func record(_ value: Any, failure cause: any Error, of object: ManagedObject, at index: Int) -> PropertyValue {
        let marker = PropertyValue.data(Data("{\"cairn.unencodable\":\"\(UUID().uuidString)\"}".utf8))
        entries[Key(object: ObjectIdentifier(object), index: index)] = Entry(object: object, marker: marker, value: value, cause: cause)
        return marker
    }

    /// The value kept for attribute `index` of `object`, if the attribute still holds its marker.
    func value(of object: ManagedObject, at index: Int) -> Any? {
        guard !entries.isEmpty, let entry = entries[Key(object: ObjectIdentifier(object), index: index)],
            entry.object === object, object.values?[index] == entry.marker
        else { return nil }
        return entry.value
    }

    /// One validation error per value still waiting in an inserted or updated object; retires the
    /// others.
    mutating func validationErrors() -> [CairnError] {
        guard !entries.isEmpty else { return [] }
        var errors: [CairnError] = []
        for (key, entry) in entries {
            let object = entry.object
            let pending = !object.isDeleted && (object.isInserted || object.isUpdated) && object.values?[key.index] == entry.marker
            guard pending else {
                entries[key] = nil
                continue
            }
            let attribute = object.entity.properties[key.index] as! AttributeDescription
            errors.append(attribute.encodingFailure(of: type(of: entry.value), entry.cause, objectID: object.objectID))
        }
        return errors
    }

    /// Forgets every value (the context was rolled back or reset).
    mutating func removeAll() {
        entries.removeAll()
    }
}
