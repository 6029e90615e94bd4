import Cairn
import Foundation

/// Writing the synced state into the store, exactly once even when the process is killed.
extension SyncEngine {
    /// The write that takes the store from view `old` to view `new` (with what `owed` still owes
    /// the store), or `nil` when there is nothing to write; and the objects of `new` a cascade
    /// rule takes with a deleted one, which count as deleted (``SyncDeleteRules``).
    func storeWrite(from old: PartitionState, to new: PartitionState, owed: StoreWrite?) -> (StoreWrite?, cascaded: Set<ObjectKey>) {
        let (oldCascaded, newCascaded) = (deleteRules.cascaded(in: old), deleteRules.cascaded(in: new))
        var keys: Set<ObjectKey> = []
        var counterChanges: [ObjectKey: [String: Int64]] = [:]
        for (key, object) in new.objects where !newCascaded.contains(key) {
            let before = oldCascaded.contains(key) ? nil : old.objects[key]
            guard before != object else { continue }
            keys.insert(key)
            guard let before, let counters = counters[key.entity] else { continue }
            for name in counters {
                let change = (object.properties[name]?.value.integer ?? 0) &- (before.properties[name]?.value.integer ?? 0)
                if change != 0 { counterChanges[key, default: [:]][name] = change }
            }
        }
        var deletions: [ObjectKey] = []
        for key in old.objects.keys where !oldCascaded.contains(key) && (new.objects[key] == nil || newCascaded.contains(key)) {
            keys.insert(key)
            deletions.append(key)
        }
        guard let owed else {
            let write = StoreWrite(after: state.lastHistoryToken, keys: Array(keys), deletions: deletions, counterChanges: counterChanges)
            return (keys.isEmpty ? nil : write, newCascaded)
        }
        // Both writes in one: the objects of both (every one when either is a write of every
        // object), counters changed by the sum.
        counterChanges.merge(owed.counterChanges ?? [:]) { $0.merging($1, uniquingKeysWith: &+) }
        let merged = owed.keys.map { Array(keys.union($0)) }
        return (StoreWrite(after: owed.after, keys: merged, deletions: deletions + owed.deletions, counterChanges: counterChanges), newCascaded)
    }

    /// Forgets the store write the state owes if the store has it already (the process was killed
    /// after writing the store, before saving the state).
    func forgetStoreWriteMade() async throws {
        guard let write = state.unwritten, try await storeHas(write) else { return }
        state.unwritten = nil
        try saveState()
    }

    /// Makes the store write the state owes. `cascaded` is what ``SyncDeleteRules`` derives from
    /// the view, when the caller has it already.
    ///
    /// The state is not saved again for it: a state stored still owing a write the store has is
    /// told by the store's history (``forgetStoreWriteMade()``), so the next save records it.
    ///
    /// - Throws: ``SyncError`` (a property whose type changed) or the store's error when the
    ///   write fails; it stays owed.
    func finishStoreWrite(cascaded: Set<ObjectKey>? = nil) async throws {
        guard let write = state.unwritten else { return }
        try killPoint?(.beforeStoreWrite)
        do {
            let view = state.replica.view
            let cascaded = cascaded ?? deleteRules.cascaded(in: view)
            var changed: [ObjectKey: ObjectState?] = [:]
            for key in write.keys ?? Array(view.objects.keys) + write.deletions {
                changed[key] = .some(cascaded.contains(key) ? nil : view.objects[key])
            }
            let context = container.newBackgroundContext()
            context.transactionAuthor = Self.author
            context.name = write.contextName
            let (configuration, names) = (configuration, names)
            try await context.perform {
                try SyncStoreWriter(context: context, configuration: configuration, names: names).write(
                    changed, counterChanges: write.keys == nil ? nil : write.counterChanges)
            }
        }
        try killPoint?(.afterStoreWrite)
        state.unwritten = nil
    }

    /// Whether the store's history holds the write.
    private func storeHas(_ write: StoreWrite) async throws -> Bool {
        let context = container.newBackgroundContext()
        let after = write.after
        let name = write.contextName
        return try await context.perform {
            let result = try context.execute(PersistentHistoryChangeRequest.fetchHistory(after: after))
            return ((result as? PersistentHistoryResult)?.transactions ?? []).contains { $0.contextName == name }
        }
    }

    /// The synced entities and properties of a model, by sync names, sorted.
    static func modelNames(_ model: ManagedObjectModel, _ configuration: SyncConfiguration, _ names: SyncNames) -> [String] {
        model.entities.filter { configuration.entities.contains($0.entityName) }.flatMap { entity in
            entity.properties.map { "\(names.sync(entity: entity.entityName)).\(names.sync(property: $0.name, of: entity.entityName))" }
        }.sorted()
    }
}
