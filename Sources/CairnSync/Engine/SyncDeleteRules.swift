import Cairn

/// The model's cascade delete rules, applied to a partition's state: an object whose relationship
/// leads to a deleted object by a cascade rule is deleted too, on every device, whichever device
/// made the relationship and whenever its change arrived.
///
/// A device that deletes a folder sends the deletes of the notes it holds (its store's cascade
/// made them); a note another device put in the folder meanwhile is not among them. Every replica
/// derives that note's deletion from the state the server ordered, the same way, so all devices
/// agree, and a device that moved the note out of the folder before the delete reached it keeps
/// the note everywhere. (Nullify and no-action rules need nothing: a reference to a deleted object
/// reads as none.)
struct SyncDeleteRules: Sendable {
    /// Which way deletion travels along one relationship.
    private struct Direction: OptionSet, Sendable {
        let rawValue: UInt8
        /// Deleting the object deletes the destination (the relationship's own rule is cascade).
        static let toDestination = Direction(rawValue: 1)
        /// Deleting the destination deletes the object (the inverse's rule is cascade).
        static let fromDestination = Direction(rawValue: 2)
    }

    /// Sync entity name → sync name of a to-one relationship, or of a many-to-many relationship
    /// on the side that carries its memberships → the way deletion travels.
    private let rules: [String: [String: Direction]]

    init(model: ManagedObjectModel, names: SyncNames, entities: Set<String>) {
        var rules: [String: [String: Direction]] = [:]
        for entity in model.entities where entities.contains(entity.entityName) {
            for relationship in entity.relationshipsByName.values {
                guard !relationship.isToMany || SyncMembership.isCanonical(relationship, names: names) else { continue }
                var direction: Direction = []
                if relationship.deleteRule == .cascade { direction.insert(.toDestination) }
                if relationship.inverseRelationship?.deleteRule == .cascade { direction.insert(.fromDestination) }
                if !direction.isEmpty {
                    rules[names.sync(entity: entity.entityName), default: [:]][names.sync(property: relationship.name, of: entity.entityName)] = direction
                }
            }
        }
        self.rules = rules
    }

    /// The live objects of `state` that its deletions take with them by a cascade rule.
    ///
    /// - Complexity: O(n) in the objects' relationship values when the model has cascade rules and
    ///   the state has deletions; nothing otherwise.
    func cascaded(in state: PartitionState) -> Set<ObjectKey> {
        guard !rules.isEmpty, !state.tombstones.isEmpty else { return [] }
        // Who goes when each object goes.
        var followers: [ObjectKey: [ObjectKey]] = [:]
        for (key, object) in state.objects {
            guard let relationships = rules[key.entity] else { continue }
            for (property, version) in object.properties {
                let (relationship, destination): (String, ObjectKey)
                if case .reference(let target) = version.value {
                    (relationship, destination) = (property, target)
                } else if version.value == .bool(true), let membership = SyncMembership.parse(property) {
                    (relationship, destination) = membership
                } else {
                    continue
                }
                guard let direction = relationships[relationship] else { continue }
                if direction.contains(.toDestination) { followers[key, default: []].append(destination) }
                if direction.contains(.fromDestination) { followers[destination, default: []].append(key) }
            }
        }
        var cascaded: Set<ObjectKey> = []
        var gone = state.tombstones.keys.filter { followers[$0] != nil }
        while let key = gone.popLast() {
            for follower in followers[key] ?? [] where state.objects[follower] != nil && cascaded.insert(follower).inserted {
                gone.append(follower)
            }
        }
        return cascaded
    }
}
