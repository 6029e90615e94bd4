import Foundation

extension ManagedObject {
    /// Indices of properties whose current value differs from the committed one (all set
    /// properties for an inserted object).
    final func changedIndices() -> [Int] {
        guard let values else { return [] }
        guard let committed else {
            return values.indices.filter { !values[$0].isNull && values[$0] != .objects([]) }
        }
        return values.indices.filter { values[$0] != committed[$0] && !(committed[$0].isNull && values[$0] == .objects([])) }
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
