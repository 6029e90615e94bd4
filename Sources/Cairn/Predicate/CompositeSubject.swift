/// A composite attribute's value as a predicate subject: its keys are the element names, read
/// from the element attributes of the object (or row) it belongs to, so that key paths such as
/// `location.latitude` work in memory as they do in SQL.
struct CompositeSubject: PredicateSubject {
    let composite: String
    let owner: any PredicateSubject

    /// What `key` reaches from `owner`, when `key` is a composite attribute of `entity`.
    static func reach(_ key: String, of entity: EntityDescription, from owner: any PredicateSubject) -> PredicateReach? {
        guard entity.propertyIndex[key] == nil, entity.attributesByName[key] is CompositeAttributeDescription else { return nil }
        let subject = CompositeSubject(composite: key, owner: owner)
        return PredicateReach(items: [PredicateReach.Item(value: .null, subject: subject)], isCollection: false)
    }

    func value(forKey key: String) throws -> PropertyValue {
        try owner.value(forKey: "\(composite).\(key)")
    }

    func subject(for id: ManagedObjectID) throws -> (any PredicateSubject)? { nil }

    var selfValue: PropertyValue { .null }
}
