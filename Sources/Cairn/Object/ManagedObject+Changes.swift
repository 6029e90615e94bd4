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
        changed.removeAll(keepingCapacity: true)
        guard let values else { return }
        guard let originals else {
            for index in values.indices where !values[index].isNull && !Self.isEmptyToMany(values[index]) { changed.append(index) }
            return
        }
        for entry in originals where values[entry.index] != entry.value {
            // A to-many relationship never loaded (nil) and now empty has not changed.
            if entry.value.isNull && Self.isEmptyToMany(values[entry.index]) { continue }
            changed.append(entry.index)
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
