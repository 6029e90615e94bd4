/// A parent context taking a child's save (see `saveIntoParent(_:)`), on its own executor.
extension ManagedObjectContext {
    /// Applies a child's changes as this context's own unsaved changes, all or nothing, and tells
    /// the child's siblings that merge changes.
    ///
    /// An object this context changed since the child read it conflicts where the values differ;
    /// `policy` (the child's merge policy) decides as it does between a context and the store:
    /// `.error` refuses the whole save, `.mergeByPropertyObjectTrump` keeps the child's changed
    /// properties, `.mergeByPropertyStoreTrump` this context's, `.overwrite` takes all the child's
    /// values, `.rollback` drops the child's changes to the object.
    func accept(_ changes: ChildChanges, policy: MergePolicy, from child: ManagedObjectContext) throws -> ChildSaveOutcome {
        assertOnExecutor()
        mergePendingSaves()
        var outcome = ChildSaveOutcome()

        // Find every target and conflict before changing anything.
        var updates: [(object: ManagedObject, conflicting: [Int])?] = []
        var conflicts: [CairnError] = []
        for update in changes.updated {
            guard let object = target(ofChildChange: update.id), !object.isDeleted else {
                if policy == .error { conflicts.append(Self.deletedConflict(update.id)) }
                updates.append(nil)
                continue
            }
            if !object.hasChanges, update.readVersion > object.version {
                // The child read a newer stored state than this context's unchanged copy: adopt it.
                object.load(update.read)
                object.version = update.readVersion
                object.didChangeOutsideAccessors()
            }
            let conflicting = object.hasChanges ? Self.differences(update.read, object.values!, of: object.entity) : []
            if !conflicting.isEmpty, policy == .error { conflicts.append(Self.changedConflict(update.id, conflicting)) }
            updates.append((object, conflicting))
        }
        var deletions: [ManagedObject?] = []
        for (position, delete) in changes.deleted.enumerated() {
            guard let object = target(ofChildChange: delete.id), !object.isDeleted else {
                deletions.append(nil)
                continue
            }
            let conflicting = object.hasChanges && delete.read != nil ? Self.differences(delete.read!, object.values!, of: object.entity) : []
            if !conflicting.isEmpty {
                if policy == .error { conflicts.append(Self.changedConflict(delete.id, conflicting)) }
                if policy == .rollback {
                    outcome.undeleted[position] = object.values!
                    deletions.append(nil)
                    continue
                }
            }
            deletions.append(object)
        }
        if !conflicts.isEmpty {
            throw CairnError(
                .mergeConflict,
                "The child context's save conflicts with changes made in its parent context since the child read them, for \(conflicts.count) object(s); refresh them in the child (refresh(_:mergeChanges:)) or choose a merge policy.",
                underlying: conflicts)
        }

        // Apply: new objects first, so that every value naming them finds them.
        for insert in changes.inserted where registeredObject(anyID: insert.id) == nil {
            let object = model.objectClass(for: insert.id.entity).init(entity: insert.id.entity, insertInto: nil)
            object.identity = insert.id
            object.values = insert.values
            object.state.insert(.awake)  // awakeFromInsert ran in the child, once per object's life
            self.insert(object)
        }
        for (position, update) in changes.updated.enumerated() {
            guard let (object, conflicting) = updates[position] else { continue }
            let indices: [Int]
            switch policy {
            case .error, .mergeByPropertyObjectTrump: indices = update.changed
            case .mergeByPropertyStoreTrump: indices = update.changed.filter { !conflicting.contains($0) }
            case .overwrite: indices = conflicting.isEmpty ? update.changed : Array(update.values.indices)
            case .rollback: indices = conflicting.isEmpty ? update.changed : []
            }
            for index in indices where !Self.isUnloadedToMany(update.values[index], object.entity.properties[index]) {
                object.setPrimitiveValue(update.values[index], at: index)
            }
            object.didChangeOutsideAccessors()
            if !conflicting.isEmpty { outcome.settled[position] = object.values! }
        }
        for object in deletions.compactMap({ $0 }) where !object.isDeleted { delete(object) }

        for sibling in childMergeListeners.all where sibling !== child { sibling.receive(changes.summary) }
        return outcome
    }

    /// This context's object for an object a child changed or deleted (loaded), or `nil` when it
    /// has none (a temporary ID it never had).
    private func target(ofChildChange id: ManagedObjectID) -> ManagedObject? {
        let own = childRenames.isEmpty ? id : childRenames[id] ?? id
        if let object = registeredObject(anyID: own) {
            object.willAccessValues()
            return object
        }
        guard !own.isTemporaryID else { return nil }
        let object = object(with: own)
        object.willAccessValues()
        return object
    }

    /// The indices where `read` and `current` differ, leaving out to-many relationships either
    /// side never loaded.
    private static func differences(_ read: ContiguousArray<PropertyValue>, _ current: ContiguousArray<PropertyValue>, of entity: EntityDescription) -> [Int] {
        read.indices.filter { index in
            let property = entity.properties[index]
            return read[index] != current[index] && !isUnloadedToMany(read[index], property) && !isUnloadedToMany(current[index], property)
        }
    }

    /// Whether `value` is a to-many relationship's "not loaded" marker.
    private static func isUnloadedToMany(_ value: PropertyValue, _ property: PropertyDescription) -> Bool {
        value.isNull && (property as? RelationshipDescription)?.isToMany == true
    }

    private static func changedConflict(_ id: ManagedObjectID, _ indices: [Int]) -> CairnError {
        let names = indices.map { id.entity.properties[$0].name }.joined(separator: ", ")
        return CairnError(
            .mergeConflict, "\(id.entity.entityName) \(id) was changed in the parent context since the child read it (\(names)).", entity: id.entity.entityName,
            objectID: id)
    }

    private static func deletedConflict(_ id: ManagedObjectID) -> CairnError {
        CairnError(.mergeConflict, "\(id.entity.entityName) \(id) was deleted in the parent context.", entity: id.entity.entityName, objectID: id)
    }
}
