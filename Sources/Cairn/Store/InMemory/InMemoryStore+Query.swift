import Foundation

extension InMemoryStore {
    /// Rows matching a fetch: filtered by the predicate evaluator, sorted, then offset and limited.
    static func query(_ request: StoreFetch, in state: State) throws -> [RowSnapshot] {
        let wanted = Set(request.entities.map(ObjectIdentifier.init))
        let table = state.rows[ObjectIdentifier(request.entity.rootEntity)] ?? [:]
        var rows = table.keys.sorted().compactMap { key -> RowSnapshot? in
            let row = table[key]!
            return wanted.contains(ObjectIdentifier(row.objectID.entity)) ? row : nil
        }
        if let only = request.objectIDs {
            let set = Set(only)
            rows = rows.filter { set.contains($0.objectID) }
        }
        func subject(_ row: RowSnapshot) -> SnapshotSubject { Self.subject(row, in: state) }
        if let predicate = request.predicate {
            try PredicateCheck(entity: request.entity).check(predicate)
            let predicate = predicate.groupingEqualities()
            let evaluator = PredicateEvaluator()
            rows = try rows.filter { try evaluator.evaluate(predicate, on: subject($0)) }
        }
        if let search = request.textSearch {
            // Relevance first; sort keys (a stable sort) then take precedence.
            let scorer = try TextSearchScorer(search, entity: request.entity, rows: Array(table.values))
            rows = rows.compactMap { row in scorer.score(row).map { (row, $0) } }.sorted { $0.1 > $1.1 }.map(\.0)
        }
        if !request.sortKeys.isEmpty {
            let sorter = SubjectSorter(sortKeys: request.sortKeys)
            rows.sort { sorter.ordered(subject($0), subject($1)) }
        }
        let skipped = rows.dropFirst(request.offset)
        return Array(request.limit > 0 ? skipped.prefix(request.limit) : skipped)
    }

    /// The destinations of a to-many relationship of several objects, with their rows; one pass
    /// over the destination table for one-to-many relationships.
    static func relatedRows(_ ids: [ManagedObjectID], _ relationship: RelationshipDescription, in state: State) -> RelatedRows {
        var result = RelatedRows()
        if case .inverseForeignKey(ordered: false) = RelationshipStorage.of(relationship),
            let inverse = relationship.inverseRelationship, let destination = relationship.destinationEntity
        {
            let wanted = Set(ids)
            for id in ids { result.members[id] = [] }
            let table = state.rows[ObjectIdentifier(destination.rootEntity)] ?? [:]
            for key in table.keys.sorted() {
                let row = table[key]!
                guard row.objectID.entity.isKind(of: destination), case .object(let owner) = row.values[inverse.index], wanted.contains(owner) else { continue }
                result.members[owner]!.append(row.objectID)
                result.rows.append(row)
            }
            return result
        }
        var seen = Set<ManagedObjectID>()
        for id in ids {
            let members = related(id, relationship, in: state)
            result.members[id] = members
            for member in members where seen.insert(member).inserted {
                if let row = state.rows[ObjectIdentifier(member.entity.rootEntity)]?[member.primaryKey] { result.rows.append(row) }
            }
        }
        return result
    }

    /// A stored row as a predicate subject, following relationships within `state`.
    static func subject(_ row: RowSnapshot, in state: State) -> SnapshotSubject {
        SnapshotSubject(
            row: row, lookup: { id in state.rows[ObjectIdentifier(id.entity.rootEntity)]?[id.primaryKey] },
            toMany: { related($0, $1, in: state) })
    }

    /// The destinations of a to-many relationship of `id`.
    static func related(_ id: ManagedObjectID, _ relationship: RelationshipDescription, in state: State) -> [ManagedObjectID] {
        switch RelationshipStorage.of(relationship) {
        case .foreignKey:
            return []
        case .inverseForeignKey(let ordered):
            guard let inverse = relationship.inverseRelationship, let destination = relationship.destinationEntity else { return [] }
            let table = state.rows[ObjectIdentifier(destination.rootEntity)] ?? [:]
            let members = table.keys.sorted().compactMap { key -> ManagedObjectID? in
                let row = table[key]!
                guard row.objectID.entity.isKind(of: destination), row.values[inverse.index] == .object(id) else { return nil }
                return row.objectID
            }
            guard ordered, let order = state.contents[id]?[relationship.name] else { return members }
            let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
            return members.sorted { (position[$0] ?? Int.max, $0.primaryKey) < (position[$1] ?? Int.max, $1.primaryKey) }
        case .joinTable:
            if RelationshipStorage.isCanonicalSide(relationship) {
                return state.contents[id]?[relationship.name] ?? []
            }
            guard let inverse = relationship.inverseRelationship else { return [] }
            return state.contents.compactMap { owner, lists in
                (lists[inverse.name]?.contains(id) ?? false) && owner.entity.isKind(of: relationship.destinationEntity!) ? owner : nil
            }.sorted { $0.primaryKey < $1.primaryKey }
        }
    }
}
