import Foundation

/// One uniqueness constraint as the engine checks it: the entity that declares it (its objects and
/// its sub-entities' objects share the constraint) and the constrained properties.
struct UniquenessConstraint {
    /// The declaring entity; the constraint spans it and its descendants.
    unowned(unsafe) let scope: EntityDescription
    /// The property names, as declared.
    let names: [String]
    /// The property indices (the same in the declaring entity and its descendants, whose
    /// inherited properties come first).
    let indices: [Int]

    /// Identifies a constraint: the declaring entity and the property indices.
    struct ID: Hashable {
        let scope: ObjectIdentifier
        let indices: [Int]
    }

    /// This constraint's identity.
    var id: ID { ID(scope: ObjectIdentifier(scope), indices: indices) }

    /// The values the constraint compares, or `nil` when one is `nil` (such objects never conflict,
    /// as with SQL's `UNIQUE`).
    func key(in values: ContiguousArray<PropertyValue>) -> [PropertyValue]? {
        var key: [PropertyValue] = []
        key.reserveCapacity(indices.count)
        for index in indices {
            let value = values[index]
            if value.isNull { return nil }
            key.append(value)
        }
        return key
    }

    /// `Entity(a, b)`, for messages.
    var label: String { "\(scope.entityName)(\(names.joined(separator: ", ")))" }
}
