import Foundation

extension PersistentStoreCoordinator {
    /// The store new objects of `entity` go to: the first store whose configuration holds it
    /// (a store without a configuration holds every entity).
    ///
    /// - Throws: ``CairnError`` `.storeSave` when there is no store, or none holds the entity.
    func store(forInserting entity: EntityDescription) throws -> any PersistentStore {
        let stores = persistentStores
        if let store = stores.first(where: { holds($0, entity) }) { return store }
        guard !stores.isEmpty else {
            throw CairnError(
                .storeSave, "The coordinator has no persistent store; add one before saving \(entity.entityName) objects.", entity: entity.entityName)
        }
        throw CairnError(
            .storeSave,
            "No store of this coordinator holds \(entity.entityName) objects: its stores are \(Self.configurationList(stores)), and none of their configurations lists \(entity.entityName). Add a store for a configuration that lists it (or without a configuration).",
            entity: entity.entityName)
    }

    /// The store holding `id`.
    func store(for id: ManagedObjectID) -> (any PersistentStore)? {
        persistentStores.first { $0.owns(id) }
    }

    /// The stores a fetch of `request.entity` asks: those whose configuration holds the entity or,
    /// with sub-entities, one of its descendants.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` when there is no store, or none holds the entity.
    func stores(for request: StoreFetch) throws -> [any PersistentStore] {
        let all = persistentStores
        // Without configurations in the model, every store holds every entity (a store added
        // with another configuration name was refused): no store's configuration to read.
        let stores =
            managedObjectModel.hasConfigurations
            ? all.filter { store in store.configurationName == nil || request.entities.contains { holds(store, $0) } }
            : all
        guard stores.isEmpty else { return stores }
        let entity = request.entity
        guard !all.isEmpty else {
            throw CairnError(
                .invalidRequest, "The coordinator has no persistent store; add one before fetching \(entity.entityName) objects.", entity: entity.entityName)
        }
        throw CairnError(
            .invalidRequest,
            "No store of this coordinator holds \(entity.entityName) objects: its stores are \(Self.configurationList(all)), and none of their configurations lists \(entity.entityName).",
            entity: entity.entityName)
    }

    /// The one store a change set writes to: a save goes to one store, in one transaction.
    ///
    /// A save touching objects of several stores is refused before anything is written, and so is
    /// one touching objects of a store no longer in the coordinator (writing those to another
    /// store would change unrelated rows there). One check per object: a pointer comparison.
    ///
    /// - Returns: `nil` when the change set is empty.
    /// - Throws: ``CairnError`` `.storeSave` naming the stores and what to do.
    func store(writing changes: ChangeSet) throws -> (any PersistentStore)? {
        guard let first = Self.firstID(in: changes, where: { _ in true }) else { return nil }
        let stores = persistentStores
        guard let store = stores.first(where: { $0.owns(first) }) else { throw Self.goneStore(first) }
        let identity = store.identity
        guard let stranger = Self.firstID(in: changes, where: { !identity.owns($0) }) else { return store }
        guard let other = stores.first(where: { $0.owns(stranger) }) else { throw Self.goneStore(stranger) }
        throw CairnError(
            .storeSave,
            "This save changes objects of two stores, \(Self.describe(store)) and \(Self.describe(other)) (\(first.entity.entityName) \(first) and \(stranger.entity.entityName) \(stranger), for example). A save writes to one store, in one transaction, so that it is all or nothing; nothing was written. Save the objects of each store separately: one context per configuration, or a save after changing the objects of one store only.",
            entity: stranger.entity.entityName, objectID: stranger)
    }

    /// The first ID of `changes` (inserted, updated, deleted, relationship owners) meeting `test`.
    private static func firstID(in changes: ChangeSet, where test: (ManagedObjectID) -> Bool) -> ManagedObjectID? {
        if let row = changes.inserted.first(where: { test($0.objectID) }) { return row.objectID }
        if let update = changes.updated.first(where: { test($0.snapshot.objectID) }) { return update.snapshot.objectID }
        if let delete = changes.deleted.first(where: { test($0.objectID) }) { return delete.objectID }
        return changes.relationships.first { test($0.owner) }?.owner
    }

    /// Whether `store` holds objects of `entity`, by its configuration.
    private func holds(_ store: any PersistentStore, _ entity: EntityDescription) -> Bool {
        !managedObjectModel.hasConfigurations || managedObjectModel.configuration(store.configurationName, holds: entity)
    }

    private static func goneStore(_ id: ManagedObjectID) -> CairnError {
        CairnError(
            .storeSave,
            "\(id.entity.entityName) \(id) belongs to a store that is no longer one of this coordinator's stores (it was removed); nothing was written. Refetch the object from the store that holds it now.",
            entity: id.entity.entityName, objectID: id)
    }

    /// The stores, described, separated by commas.
    private static func configurationList(_ stores: [any PersistentStore]) -> String {
        stores.map(describe).joined(separator: ", ")
    }

    /// `the SQLite store at /path (configuration 'Local')`, or `(no configuration)`.
    private static func describe(_ store: any PersistentStore) -> String {
        let place = store.url.map { "at \($0.path)" } ?? store.identifier
        return "the \(store.type) store \(place) (\(store.configurationName.map { "configuration '\($0)'" } ?? "no configuration"))"
    }
}
