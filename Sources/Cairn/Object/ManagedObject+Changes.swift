import Foundation

extension ManagedObject {
    /// Indices of properties whose current value differs from the committed one (all set
    /// properties for an inserted object).
    final func changedIndices() -> [Int] {
        guard let values else { return [] }
        var changed: [Int] = []
        guard let committed else {
            for index in values.indices where !values[index].isNull && !Self.isEmptyToMany(values[index]) { changed.append(index) }
            return changed
        }
        for index in values.indices where values[index] != committed[index] {
            // A to-many relationship never loaded (nil) and now empty has not changed.
            if committed[index].isNull && Self.isEmptyToMany(values[index]) { continue }
            changed.append(index)
        }
        return changed
    }

    private static func isEmptyToMany(_ value: PropertyValue) -> Bool {
        if case .objects(let ids) = value { return ids.isEmpty }
        return false
    }

    /// Rewrites references to temporary IDs after they became permanent.
    final func remapIDs(_ mapping: [ManagedObjectID: ManagedObjectID]) {
        for relationship in entity.relationships {
            let index = relationship.index
            values![index] = Self.remap(values![index], mapping)
            if committed != nil { committed![index] = Self.remap(committed![index], mapping) }
        }
    }

    private static func remap(_ value: PropertyValue, _ mapping: [ManagedObjectID: ManagedObjectID]) -> PropertyValue {
        switch value {
        case .object(let id): return mapping[id].map(PropertyValue.object) ?? value
        case .objects(let ids): return .objects(ids.map { mapping[$0] ?? $0 })
        default: return value
        }
    }
}
