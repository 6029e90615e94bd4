import Foundation

extension ManagedObject {
    /// Indices of properties whose current value differs from the committed one (all set
    /// properties for an inserted object).
    final func changedIndices() -> [Int] {
        var changed: [Int] = []
        changedIndices(into: &changed)
        return changed
    }

    /// ``changedIndices()`` written into `changed` (emptied first), so a caller can reuse one
    /// buffer for many objects.
    final func changedIndices(into changed: inout [Int]) {
        // Emptied one by one: `removeAll(keepingCapacity:)` went through a generic
        // `replaceSubrange`, and the list usually holds one or two indices.
        while !changed.isEmpty { changed.removeLast() }
        guard values != nil else { return }
        guard originals != nil else {
            let values = values!
            for index in values.indices where !values[index].isNull && !Self.isEmptyToMany(values[index]) { changed.append(index) }
            return
        }
        // Read in place: binding `originals` to a local copied it (and its entries).
        originals!.appendChanged(to: &changed) { entry in
            let current = values![entry.index]
            // A to-many relationship never loaded (nil) and now empty has not changed.
            return current != entry.value && !(entry.value.isNull && Self.isEmptyToMany(current))
        }
        // Entries are in the order properties first changed; saves want property order.
        if changed.count > 1 { changed.sort() }
    }

    private static func isEmptyToMany(_ value: PropertyValue) -> Bool {
        if case .objects(let ids) = value { return ids.isEmpty }
        return false
    }

    /// Rewrites references to temporary IDs after they became permanent.
    final func remapIDs(_ mapping: [ManagedObjectID: ManagedObjectID]) {
        rewriteRelationshipValues { Self.remap($0, mapping) }
    }

    private static func remap(_ value: PropertyValue, _ mapping: [ManagedObjectID: ManagedObjectID]) -> PropertyValue {
        switch value {
        case .object(let id): return mapping[id].map(PropertyValue.object) ?? value
        case .objects(let ids): return .objects(ids.map { mapping[$0] ?? $0 })
        default: return value
        }
    }
}
