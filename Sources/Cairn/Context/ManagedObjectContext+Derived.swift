import Foundation

extension ManagedObjectContext {
    /// Computes the derived attributes a root save writes: those of the objects it inserts or
    /// changes, and those of the objects whose derivations read a changed object through a
    /// relationship. A derived value that changes makes its object part of the save.
    func updateDerivedAttributes() {
        guard model.derivedAttributeCount > 0 else { return }
        var candidates: [ManagedObject] = []
        var seen: Set<ObjectIdentifier> = []
        var frontier = inserted.values + updated.values + deleted.values
        for object in frontier where !object.entity.derivedIndices.isEmpty && !object.isDeleted {
            if seen.insert(ObjectIdentifier(object)).inserted { candidates.append(object) }
        }
        // Owners can be derived from other derived values: follow the watches transitively.
        var walked: Set<ObjectIdentifier> = []
        while let object = frontier.popLast() {
            guard walked.insert(ObjectIdentifier(object)).inserted else { continue }
            for watch in object.entity.derivationWatches {
                for owner in watch.owners(of: object) where seen.insert(ObjectIdentifier(owner)).inserted {
                    candidates.append(owner)
                    frontier.append(owner)
                }
            }
        }
        // A derivation may read another derived value: repeat until the values settle (each
        // round settles at least one more level of derivations).
        for _ in 0...model.derivedAttributeCount {
            var changed = false
            for object in candidates where object.applyDerivations() { changed = true }
            if !changed { break }
        }
        let now = Date()
        for object in inserted.values + updated.values { object.applyNow(now) }
    }
}

extension ManagedObject {
    /// Sets every derived attribute except `now()` to its computed value; whether one changed.
    fileprivate func applyDerivations() -> Bool {
        var changed = false
        for index in entity.derivedIndices {
            let attribute = entity.properties[index] as! DerivedAttributeDescription
            guard let derivation = attribute.derivation, derivation.operation != .now else { continue }
            let value = derivation.value(for: self, as: attribute.attributeType)
            if primitiveValue(at: index) != value {
                setPrimitiveValue(value, at: index)
                changed = true
            }
        }
        return changed
    }

    /// Sets the `now()` attributes to the save's time.
    fileprivate func applyNow(_ now: Date) {
        for index in entity.derivedIndices where (entity.properties[index] as! DerivedAttributeDescription).derivation?.operation == .now {
            setPrimitiveValue(.date(now), at: index)
        }
    }
}
