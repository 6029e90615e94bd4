import Foundation

extension ManagedObjectContext {
    /// Finds the uniqueness-constraint conflicts of the pending changes (between unsaved objects,
    /// and with rows already stored) and resolves them by ``mergePolicy``; called by `save` under
    /// the coordinator's save lock, so no other save can slip in between the check and the write.
    ///
    /// Costs nothing for models without constraints; otherwise one query per constraint and 50
    /// distinct values on the constrained entity (a unique-index lookup in SQLite).
    ///
    /// - Throws: ``CairnError`` `.constraintConflict` (133021) listing each conflict, with the
    ///   `.error` policy, or when two objects that already exist would share values, or objects of
    ///   different entities (no policy merges those). Nothing has changed in the context then.
    func resolveConstraintConflicts() throws {
        let groups = try constraintGroups().filter(\.isConflict)
        guard !groups.isEmpty else { return }
        if mergePolicy == .error || groups.contains(where: { $0.existingCount > 1 || !$0.isSingleEntity }) {
            let conflicts = groups.map(\.report)
            let listing = conflicts.prefix(3).map(\.description).joined(separator: "; ")
            throw CairnError(
                .constraintConflict,
                "The save breaks \(conflicts.count) uniqueness constraint(s): \(listing)\(conflicts.count > 3 ? "; …" : ""). Choose a merge policy that merges them, or change the values.",
                entity: conflicts[0].entityName
            )
            .with(conflicts: conflicts)
        }
        var merger = ConstraintMerger(context: self, policy: mergePolicy)
        for group in groups { try merger.resolve(group) }
        merger.finish()
    }

    /// The groups of objects sharing constrained values: the context's inserted objects and the
    /// changed objects whose constrained values changed, completed with the stored rows.
    private func constraintGroups() throws -> [ConstraintGroup] {
        guard model.hasUniquenessConstraints else { return [] }
        var groups: [ConstraintGroup.Key: ConstraintGroup] = [:]
        var order: [ConstraintGroup.Key] = []
        let changed = Self.sorted(updated.values) { $0.objectID.primaryKey < $1.objectID.primaryKey }
        let created = Self.sorted(inserted.values) { Self.insertionOrder($0.objectID) < Self.insertionOrder($1.objectID) }
        for object in changed + created where !object.entity.resolvedConstraints.isEmpty {
            let values = object.values!
            for constraint in object.entity.resolvedConstraints {
                guard let key = constraint.key(in: values) else { continue }
                if !object.isInserted, let committed = object.committed, constraint.key(in: committed) == key { continue }
                let groupKey = ConstraintGroup.Key(constraint: constraint.id, values: key)
                if groups[groupKey] == nil {
                    order.append(groupKey)
                    groups[groupKey] = ConstraintGroup(constraint: constraint)
                }
                groups[groupKey]!.participants.append(object)
            }
        }
        guard !groups.isEmpty else { return [] }
        try addStoredRows(to: &groups, order)
        return order.map { groups[$0]! }
    }

    /// Asks the stores for rows holding the groups' values, constraint by constraint.
    private func addStoredRows(to groups: inout [ConstraintGroup.Key: ConstraintGroup], _ order: [ConstraintGroup.Key]) throws {
        var byConstraint: [UniquenessConstraint.ID: [ConstraintGroup.Key]] = [:]
        for key in order where !key.values.contains(where: \.isTemporaryReference) {
            byConstraint[key.constraint, default: []].append(key)
        }
        for keys in byConstraint.values {
            let constraint = groups[keys[0]]!.constraint
            let participants = Set(keys.flatMap { groups[$0]!.participants.map(\.objectID) })
            for row in try parentStore.rows(of: constraint.scope, matching: keys.map(\.values), at: constraint.indices)
            where !participants.contains(row.objectID) {
                if let registered = registry[row.objectID], registered.isDeleted { continue }
                guard let values = constraint.key(in: row.values) else { continue }
                let key = ConstraintGroup.Key(constraint: constraint.id, values: values)
                groups[key]?.stored.append(row)
            }
        }
    }
}

extension CairnError {
    /// The error with its constraint conflicts attached.
    func with(conflicts: [ConstraintConflict]) -> CairnError {
        var error = self
        error.constraintConflicts = conflicts
        return error
    }
}

extension PropertyValue {
    /// Whether this is a reference to an unsaved object (which no stored row can hold).
    var isTemporaryReference: Bool {
        if case .object(let id) = self { return id.isTemporaryID }
        return false
    }
}
