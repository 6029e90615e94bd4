import Foundation

/// Resolves uniqueness-constraint conflicts by merging the objects that share values into one,
/// per ``MergePolicy`` (the "find or create without a fetch" of Core Data's trump policies).
///
/// - The survivor is an existing object when there is one (a changed object of the context, or
///   the registered object of the stored row); otherwise the first inserted object, which takes
///   over the stored row's ID when there is a stored row (its insert becomes an update).
/// - Attributes and to-one relationships merge property by property: with object trump the
///   newer, unsaved value wins unless it is `nil` or still the model's default; with store trump
///   the existing value wins unless it is `nil`; overwrite takes the unsaved value, rollback the
///   existing one. To-many relationships are united (nothing is dropped from the graph).
/// - Objects merged away leave the context; every reference to them now points to the survivor.
struct ConstraintMerger {
    unowned let context: ManagedObjectContext
    let policy: MergePolicy
    /// Objects merged away, by identity, and the object each went into.
    private var mergedInto: [ObjectIdentifier: ManagedObject] = [:]
    /// ID changes to apply once every group is resolved: taken-over and merged-away objects.
    private var renames: [(from: ManagedObjectID, to: ManagedObject)] = []

    init(context: ManagedObjectContext, policy: MergePolicy) {
        self.context = context
        self.policy = policy
    }

    /// Merges one group's objects into one (the group holds objects of one entity).
    mutating func resolve(_ group: ConstraintGroup) throws {
        var participants: [ManagedObject] = []
        for object in group.participants {
            let current = survivor(of: object)
            if !participants.contains(where: { $0 === current }) { participants.append(current) }
        }
        let survivor: ManagedObject
        if let existing = participants.first(where: { !$0.isInserted }) {
            survivor = existing
        } else if let row = group.stored.first {
            if let registered = context.registry[row.objectID] {
                survivor = registered
            } else {
                survivor = participants[0]
                try takeOver(survivor, row)
            }
        } else {
            survivor = participants[0]
        }
        survivor.willAccessValues()
        for object in participants where object !== survivor { merge(object, into: survivor) }
    }

    /// Applies the ID changes: the registry and every reference move to the survivors.
    func finish() {
        guard !renames.isEmpty else { return }
        var mapping: [ManagedObjectID: ManagedObjectID] = [:]
        for (old, object) in renames { mapping[old] = survivor(of: object).objectID }
        context.rename(mapping)
    }

    private func survivor(of object: ManagedObject) -> ManagedObject {
        var current = object
        while let next = mergedInto[ObjectIdentifier(current)] { current = next }
        return current
    }

    /// The winning value of one attribute or to-one relationship.
    private func pick(incoming: PropertyValue, existing: PropertyValue, _ property: PropertyDescription) -> PropertyValue {
        switch policy {
        case .mergeByPropertyObjectTrump:
            let isDefault = (property as? AttributeDescription)?.defaultValue == incoming
            return incoming.isNull || isDefault ? existing : incoming
        case .mergeByPropertyStoreTrump: return existing.isNull ? incoming : existing
        case .overwrite: return incoming
        case .rollback, .error: return existing
        }
    }

    /// Turns an inserted object into the stored row `row`: merged values, the row's version, and
    /// (once `finish` runs) its ID; its insert becomes an update.
    private mutating func takeOver(_ object: ManagedObject, _ row: RowSnapshot) throws {
        let mine = object.values!
        var merged = mine
        var committed = row.values
        var forget: [(ManagedObjectID, RelationshipDescription)] = []
        for (index, property) in object.entity.properties.enumerated() where !property.isTransient {
            guard let relationship = property as? RelationshipDescription else {
                merged[index] = pick(incoming: mine[index], existing: row.values[index], property)
                continue
            }
            if relationship.isToMany {
                guard RelationshipStorage.needsContents(relationship) else {
                    // Kept by the members' foreign keys: after the save the store holds the union;
                    // left unloaded, it loads on first use.
                    (merged[index], committed[index]) = (.null, .null)
                    continue
                }
                let stored = try context.parentStore.relatedIDs(of: row.objectID, relationship: relationship)
                committed[index] = .objects(stored)
                guard case .objects(let added) = mine[index] else { continue }
                merged[index] = .objects(stored + added.filter { !stored.contains($0) })
                continue
            }
            merged[index] = pick(incoming: mine[index], existing: row.values[index], property)
            guard let inverse = relationship.inverseRelationship else { continue }
            if merged[index] != mine[index], case .object(let dropped) = mine[index] {
                context.registeredObject(anyID: dropped)?.removeFromSide(object, inverse)
            }
            if merged[index] != row.values[index], case .object(let previous) = row.values[index] {
                forget.append((previous, inverse))
            }
        }
        object.load(merged, committed: committed)
        object.version = row.version
        context.convertInsertToUpdate(object)
        for (previous, inverse) in forget {
            context.registeredObject(anyID: previous)?.removeFromSide(id: row.objectID, inverse)
        }
        renames.append((object.objectID, object))
        context.rekey(object, to: row.objectID)
    }

    /// Moves `object`'s values and relationships into `survivor`, then removes it from the context.
    private mutating func merge(_ object: ManagedObject, into survivor: ManagedObject) {
        for (index, property) in object.entity.properties.enumerated() where !property.isTransient {
            guard let relationship = property as? RelationshipDescription else {
                let value = pick(incoming: object.values![index], existing: survivor.values![index], property)
                survivor.setPrimitiveValue(value, at: index)
                continue
            }
            if relationship.isToMany {
                for member in object.relatedObjects(at: index) {
                    object.unlink(member, via: relationship)
                    if !survivor.relatedIDs(at: index).contains(member.objectID) { survivor.link(member, via: relationship) }
                }
                continue
            }
            let incoming = object.relatedObject(at: index)
            let winner = pick(incoming: object.values![index], existing: survivor.values![index], property)
            if let incoming { object.unlink(incoming, via: relationship) }
            if let incoming, winner == .object(incoming.objectID) { survivor.setRelatedObject(incoming, at: index) }
        }
        mergedInto[ObjectIdentifier(object)] = survivor
        renames.append((object.objectID, survivor))
        context.discardInsert(object)
    }
}
