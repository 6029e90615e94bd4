/// The coordinator is the parent store of the contexts attached to it directly.
extension PersistentStoreCoordinator: ParentStore {
    func cachedSnapshot(for id: ManagedObjectID) -> RowSnapshot? {
        rowCache.snapshot(for: id)
    }

    func forgetCachedSnapshot(of id: ManagedObjectID) {
        rowCache.remove(CollectionOfOne(id))
    }

    func explain(_ request: StoreFetch) throws -> [FetchExplanation] {
        try persistentStores.compactMap { try $0.explain(request) }
    }
}
