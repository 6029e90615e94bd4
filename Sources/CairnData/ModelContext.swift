import Cairn
import Logging

/// Where models are inserted, changed, deleted, fetched and saved (SwiftData's `ModelContext`).
///
/// ```swift
/// let context = ModelContext(container)
/// let trip = Trip(name: "Paris", startDate: .now)
/// context.insert(trip)
/// try context.save()
/// let upcoming = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.startDate)]))
/// ```
///
/// Not `Sendable`, as SwiftData's: use a context (and its models) on the thread or actor that made
/// it; `container.mainContext` belongs to the main actor, and a `@ModelActor` has its own.
public final class ModelContext {
    /// The container the context works on.
    public let container: ModelContainer
    /// The engine context underneath.
    let engine: ManagedObjectContext
    /// Whether the context saves its changes by itself (on for `mainContext`): soon after an
    /// insertion or deletion, and every second while it has changes. The save runs where the
    /// context is used: on the main queue for `mainContext` (and a context made and enabled on the
    /// main thread), between a model actor's jobs for its context. A context used on another
    /// thread or task cannot autosave (the save would run beside its owner): turning it on there
    /// logs an error and leaves it off; call `save()`, or use a `@ModelActor`.
    public var autosaveEnabled: Bool {
        didSet {
            guard autosaveEnabled else { return autosave.stop() }
            guard Autosave.canRun(for: self) else {
                Self.logger.error(
                    "autosaveEnabled = true on a ModelContext used off the main thread, outside a model actor: an autosave would run beside the code using the context, so it stays off. Call save() yourself, or do the work in a @ModelActor, whose context can autosave."
                )
                autosaveEnabled = false
                return
            }
            autosave.start(for: self)
        }
    }
    private let autosave = Autosave()
    /// The last stored value a model of this context could not read as its property's type (an
    /// enum raw value unknown to this version of the app, `Codable` data that does not decode):
    /// the property read its default value instead (see the engine context's `lastDecodingError`).
    /// Set it to `nil` once handled.
    public var lastDecodingError: CairnError? {
        get { engine.lastDecodingError }
        set { engine.lastDecodingError = newValue }
    }
    /// Entities known to be the context model's own (a model made for them needs no move).
    private var homeEntities = Set<ObjectIdentifier>()
    static let logger = Logger(label: "CairnData")

    /// A new context on `container`'s store, for the thread or actor that makes it.
    public init(_ container: ModelContainer) {
        self.container = container
        engine = ManagedObjectContext(confinedTo: "CairnData.ModelContext")
        engine.persistentStoreCoordinator = container.persistentContainer.persistentStoreCoordinator
        engine.mergePolicy = .mergeByPropertyObjectTrump
        autosaveEnabled = false
        register()
    }

    init(_ container: ModelContainer, engineContext: ManagedObjectContext, autosaves: Bool) {
        self.container = container
        engine = engineContext
        autosaveEnabled = autosaves
        register()
        if autosaves { autosave.start(for: self) }
    }

    deinit { autosave.stop() }

    private static let userInfoKey = "CairnData.ModelContext"

    private func register() {
        engine.userInfo[Self.userInfoKey] = WeakContext(self)
    }

    /// The model context of an engine context, while it lives.
    static func wrapping(_ engine: ManagedObjectContext) -> ModelContext? {
        (engine.userInfo[userInfoKey] as? WeakContext)?.context
    }

    /// The author recorded in the persistent history for this context's saves.
    public var author: String? {
        get { engine.transactionAuthor }
        set { engine.transactionAuthor = newValue }
    }

    /// The undo manager recording the context's changes (`nil`, the default: no undo). Set one
    /// to undo and redo changes, grouped per run of the main queue or by your own groups.
    public var undoManager: UndoManager? {
        get { engine.undoManager }
        set { engine.undoManager = newValue }
    }

    // MARK: Changes

    /// Inserts a model, with the models it relates to that are in no context yet. A model whose
    /// `.unique` / `#Unique` values match a stored one updates that one at the next save (upsert).
    public func insert<T: PersistentModel>(_ model: T) {
        let object = ModelTypeRegistry.object(of: model)
        ModelGraph.insert(object, into: engine, homeEntities: &homeEntities)
        autosave.changed()
    }

    /// Deletes a model at the next save, applying the delete rules of its relationships.
    public func delete<T: PersistentModel>(_ model: T) {
        guard let object = model.persistentBackingData.storage else { return }
        if object.managedObjectContext == nil {
            // Never inserted: nothing to delete.
            return
        }
        engine.delete(object)
        autosave.changed()
    }

    /// Deletes every model of `model`'s class matching `predicate` at the next save.
    ///
    /// - Throws: what a fetch with `predicate` throws.
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        let request = try engineRequest(FetchDescriptor<T>(predicate: predicate))
        request.includesSubentities = includeSubclasses
        for object in try engine.fetch(request) { engine.delete(object) }
        autosave.changed()
    }

    /// Whether the context has unsaved changes.
    public var hasChanges: Bool { engine.hasChanges }

    /// Models inserted since the last save.
    public var insertedModelsArray: [any PersistentModel] { engine.insertedObjects.map(ModelTypeRegistry.anyModel) }
    /// Models changed since the last save (not counting inserted ones).
    public var changedModelsArray: [any PersistentModel] { engine.updatedObjects.map(ModelTypeRegistry.anyModel) }
    /// Models deleted since the last save.
    public var deletedModelsArray: [any PersistentModel] { engine.deletedObjects.map(ModelTypeRegistry.anyModel) }

    /// Saves the changes to the store (nothing happens without changes). Posts ``willSave`` before
    /// and ``didSave`` after, with the saved models' identifiers.
    ///
    /// - Throws: ``/Cairn/CairnError`` on a validation failure (a required property without a value,
    ///   a `deny` rule), a conflict, or a store error; the changes stay in the context.
    public func save() throws {
        guard engine.hasChanges else { return }
        NotificationCenter.default.post(name: Self.willSave, object: self)
        let (inserted, updated, deleted) = engine.changedObjectLists
        let deletedIDs = deleted.map { PersistentIdentifier($0.objectID) }
        try engine.save()
        NotificationCenter.default.post(
            name: Self.didSave, object: self,
            userInfo: [
                NotificationKey.insertedIdentifiers.rawValue: inserted.map { PersistentIdentifier($0.objectID) },
                NotificationKey.updatedIdentifiers.rawValue: updated.map { PersistentIdentifier($0.objectID) },
                NotificationKey.deletedIdentifiers.rawValue: deletedIDs,
            ])
    }

    /// Runs `block`, then saves (SwiftData's `transaction(block:)`).
    ///
    /// - Throws: what `block` or the save throws; changes made before the error stay in the context.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Discards the unsaved changes.
    public func rollback() { engine.rollback() }

    /// Sends the change notifications for the changes made so far.
    public func processPendingChanges() { engine.processPendingChanges() }

    // MARK: Models by identity

    /// The model with `persistentModelID`, loaded when first read (SwiftData's `model(for:)`).
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        guard let objectID = resolve(persistentModelID) else {
            preconditionFailure("CairnData: \(persistentModelID) names no model of this container's schema (entity \(persistentModelID.entityName)).")
        }
        return ModelTypeRegistry.anyModel(for: engine.object(with: objectID))
    }

    /// The model with `persistentModelID` if the context holds it already, else `nil`.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        guard let objectID = resolve(persistentModelID), let object = engine.registeredObject(for: objectID) else { return nil }
        return ModelTypeRegistry.model(for: object, as: T.self)
    }

    /// The engine ID of an identifier (made here or decoded).
    ///
    /// An identifier made by another container (another coordinator on the same store file) is
    /// found again through its URI, as SwiftData identifiers work across containers.
    func resolve(_ id: PersistentIdentifier) -> ManagedObjectID? {
        let coordinator = container.persistentContainer.persistentStoreCoordinator
        if let objectID = id.objectID, objectID.isTemporaryID || coordinator.persistentStores.contains(where: { $0.owns(objectID) }) {
            return objectID
        }
        return coordinator.managedObjectID(forURIRepresentation: id.uri)
    }
}

/// A context found again from its engine context, without keeping it alive.
private final class WeakContext {
    weak var context: ModelContext?
    init(_ context: ModelContext) { self.context = context }
}
