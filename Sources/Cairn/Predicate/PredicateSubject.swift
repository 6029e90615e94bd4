import Foundation

/// Something a predicate can be evaluated against in memory: a managed object, a stored row, …
protocol PredicateSubject {
    /// The value of one key: an attribute value, `.object` for to-one, `.objects` for to-many.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` when the key is not a property.
    func value(forKey key: String) throws -> PropertyValue
    /// The subject standing for a related object, if it can be reached.
    func subject(for id: ManagedObjectID) throws -> (any PredicateSubject)?
    /// The value of `SELF`.
    var selfValue: PropertyValue { get }
    /// `SELF` as an expression value (a collection for arrays); by default ``selfValue``.
    var evaluatedValue: EvaluatedValue { get }
    /// What `key` reaches: one value, or the elements of a collection; by default
    /// ``value(forKey:)`` with to-many relationships as collections of objects.
    func reach(_ key: String) throws -> PredicateReach
}

extension PredicateSubject {
    var evaluatedValue: EvaluatedValue { .scalar(selfValue) }

    func reach(_ key: String) throws -> PredicateReach {
        try plainReach(key)
    }

    /// What `key` reaches by ``value(forKey:)``, to-many relationships as collections of objects.
    func plainReach(_ key: String) throws -> PredicateReach {
        let value = try value(forKey: key)
        if case .objects(let ids) = value {
            return PredicateReach(items: ids.map { PredicateReach.Item(value: .object($0), subject: nil) }, isCollection: true)
        }
        return PredicateReach(items: [PredicateReach.Item(value: value, subject: nil)], isCollection: false)
    }
}

/// What one key of a ``PredicateSubject`` reaches.
struct PredicateReach {
    /// One reached value, with the subject it stands for when that is not found by object ID.
    struct Item {
        var value: PropertyValue
        var subject: (any PredicateSubject)?
    }

    /// The value, or the elements of a collection.
    var items: [Item]
    /// Whether the key is a collection (even of one element).
    var isCollection: Bool
}

/// The result of evaluating an expression: one value, or a collection (through to-many paths,
/// array literals and subqueries).
enum EvaluatedValue {
    case scalar(PropertyValue)
    case collection([PropertyValue])

    var elements: [PropertyValue] {
        switch self {
        case .scalar(.objects(let ids)): return ids.map(PropertyValue.object)
        case .scalar(let value): return [value]
        case .collection(let values): return values
        }
    }

    var isCollection: Bool {
        switch self {
        case .collection: return true
        case .scalar(.objects): return true
        case .scalar: return false
        }
    }

    var scalar: PropertyValue {
        switch self {
        case .scalar(let value): return value
        case .collection(let values): return values.count == 1 ? values[0] : .null
        }
    }
}

/// A managed object as a predicate subject (unsaved changes included).
struct ObjectSubject: PredicateSubject {
    let object: ManagedObject

    func value(forKey key: String) throws -> PropertyValue {
        guard let index = object.entity.propertyIndex[key] else {
            throw CairnError(
                .invalidRequest, "Entity '\(object.entity.entityName)' has no property '\(key)' used in the predicate.", entity: object.entity.entityName,
                property: key)
        }
        if let relationship = object.entity.properties[index] as? RelationshipDescription, relationship.isToMany {
            return .objects(object.relatedIDs(at: index))
        }
        return object.primitiveValue(at: index)
    }

    func subject(for id: ManagedObjectID) throws -> (any PredicateSubject)? {
        guard let context = object.managedObjectContext else { return nil }
        return ObjectSubject(object: context.object(with: id))
    }

    var selfValue: PropertyValue { .object(object.objectID) }

    func reach(_ key: String) throws -> PredicateReach {
        try CompositeSubject.reach(key, of: object.entity, from: self) ?? plainReach(key)
    }
}
