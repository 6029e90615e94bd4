import Foundation

extension ManagedObjectContext {
    /// Loads relationship key paths of `objects` ahead of use (`relationshipKeyPathsForPrefetching`):
    /// one store request per step of each key path, whatever the number of objects — a to-many
    /// relationship's members and their rows in one query (`WHERE fk IN (…)` or a join-table
    /// join), to-one destinations in one `Z_PK IN (…)` query. `"a.b"` prefetches `a`, then `b` of
    /// what `a` found. Touching a prefetched relationship or destination then needs no SQL.
    ///
    /// Objects a nested key path passes through (`a` of `"a.b"`) are kept alive as long as one of
    /// `objects` is (or until it is refreshed), so what was loaded into them is not lost. Bare
    /// faults (from `fetchBatchSize` or `includesPropertyValues = false`) are skipped: their
    /// relationships load when they are first used.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` when a step is not a relationship, and store errors.
    func prefetch(_ keyPaths: [String], for objects: [ManagedObject]) throws {
        let bundle = PrefetchBundle()
        try prefetch(keyPaths, for: objects, keeping: bundle)
        guard !bundle.objects.isEmpty else { return }
        let roots = Set(objects.map(ObjectIdentifier.init))
        bundle.objects.removeAll { roots.contains(ObjectIdentifier($0)) }
        for object in objects { object.prefetched = bundle }
    }

    private func prefetch(_ keyPaths: [String], for objects: [ManagedObject], keeping bundle: PrefetchBundle) throws {
        var order: [String] = []
        var rests: [String: [String]] = [:]
        for keyPath in keyPaths {
            let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
            guard let first = parts.first else { continue }
            if rests[first] == nil {
                order.append(first)
                rests[first] = []
            }
            if parts.count == 2 { rests[first]!.append(parts[1]) }
        }
        for name in order {
            let destinations = try prefetchRelationship(name, of: objects)
            if let nested = rests[name], !nested.isEmpty, !destinations.isEmpty {
                bundle.objects += destinations
                try prefetch(nested, for: destinations, keeping: bundle)
            }
        }
    }

    /// Prefetches one relationship of `objects` and returns the destination objects.
    private func prefetchRelationship(_ name: String, of objects: [ManagedObject]) throws -> [ManagedObject] {
        var groups: [(RelationshipDescription, [ManagedObject])] = []
        var position: [ObjectIdentifier: Int] = [:]
        for object in objects where object.values != nil {
            guard let relationship = object.entity.relationshipsByName[name] else {
                throw CairnError(
                    .invalidRequest, "Cannot prefetch '\(name)': it is not a relationship of \(object.entity.entityName).", entity: object.entity.entityName,
                    property: name
                )
            }
            let key = ObjectIdentifier(relationship)
            if let index = position[key] {
                groups[index].1.append(object)
            } else {
                position[key] = groups.count
                groups.append((relationship, [object]))
            }
        }
        var destinations: [ManagedObject] = []
        var seen = Set<ObjectIdentifier>()
        for (relationship, members) in groups {
            var loaded: [ManagedObject] = []  // keeps the new objects registered until they are collected
            let ids =
                relationship.isToMany
                ? try prefetchToMany(relationship, of: members, loaded: &loaded)
                : try prefetchToOne(relationship, of: members, loaded: &loaded)
            for id in ids {
                let object = object(with: id)
                if seen.insert(ObjectIdentifier(object)).inserted { destinations.append(object) }
            }
        }
        return destinations
    }

    /// Fills the unloaded to-many relationship of `objects` from one store request; returns every
    /// destination ID (loaded ones included).
    private func prefetchToMany(_ relationship: RelationshipDescription, of objects: [ManagedObject], loaded: inout [ManagedObject]) throws -> [ManagedObjectID]
    {
        let index = relationship.index
        let unloaded = objects.filter { $0.values![index] == .null && !$0.objectID.isTemporaryID }
        if !unloaded.isEmpty {
            let found = try parentStore.relatedRows(of: unloaded.map(\.objectID), relationship: relationship)
            for object in unloaded {
                let ids = found.members[object.objectID] ?? []
                object.loadValue(.objects(ids), at: index)
            }
            loaded = materialize(found.rows, asFaults: true)
        }
        return objects.flatMap { object -> [ManagedObjectID] in
            if case .objects(let ids) = object.values![index] { return ids }
            return []
        }
    }

    /// Loads the data of the to-one destinations of `objects` that are not loaded yet, in one
    /// request per store; returns the destination IDs.
    private func prefetchToOne(_ relationship: RelationshipDescription, of objects: [ManagedObject], loaded: inout [ManagedObject]) throws -> [ManagedObjectID]
    {
        let ids = objects.compactMap { object -> ManagedObjectID? in
            if case .object(let id) = object.values![relationship.index] { return id }
            return nil
        }
        let missing = ids.filter { !$0.isTemporaryID && (registry[$0]?.values == nil) }
        if !missing.isEmpty { loaded = materialize(try parentStore.snapshots(for: Array(Set(missing))), asFaults: true) }
        return ids
    }
}

/// Objects loaded by a nested prefetch, kept alive by the fetched objects that led to them.
final class PrefetchBundle {
    var objects: [ManagedObject] = []
}
