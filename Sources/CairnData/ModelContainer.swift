import Cairn
import Synchronization

/// A schema's store and the contexts that work on it (SwiftData's `ModelContainer`).
///
/// ```swift
/// let container = try ModelContainer(for: Trip.self, Stay.self)
/// let context = ModelContext(container)            // or container.mainContext on the main actor
/// ```
///
/// `Sendable`: pass the container to actors (`@ModelActor`) and tasks; pass models between them
/// by ``PersistentIdentifier``.
public final class ModelContainer: Sendable {
    /// The container's models.
    public let schema: Schema
    /// The store configurations (a set, as SwiftData's).
    public let configurations: Set<ModelConfiguration>
    /// The migration plan the store was opened with.
    public let migrationPlan: (any SchemaMigrationPlan.Type)?
    /// The engine container underneath.
    package let persistentContainer: PersistentContainer
    /// The main context, made on first use (on the main actor).
    private let main = Locked<UncheckedContext?>(nil)

    /// Opens (creating if needed) the store of a schema.
    ///
    /// - Throws: ``/Cairn/CairnError`` when the store cannot be opened: a model the schema cannot
    ///   describe, a store of another model with no migration plan that reaches it, a file that is
    ///   not a store, no app-data directory.
    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) throws {
        let configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        guard configurations.count == 1 else {
            throw CairnError(
                .invalidRequest,
                "ModelContainer opens one store; \(configurations.count) configurations were given. Use one ModelConfiguration per container (a container per store)."
            )
        }
        let configuration = configurations[0]
        schema = givenSchema
        self.configurations = Set(configurations)
        self.migrationPlan = migrationPlan
        let model = try givenSchema.managedObjectModel()
        let container = PersistentContainer(name: ProcessInfo.processInfo.processName, managedObjectModel: model)
        let description = PersistentStoreDescription(url: try Self.storeURL(configuration))
        description.isReadOnly = !configuration.allowsSave
        // SwiftData's stores record their history (fetchHistory works on any container).
        description.tracksPersistentHistory = true
        if let migrationPlan {
            description.stagedMigrationManager = try SchemaMigrationPlanCompiler(plan: migrationPlan, current: givenSchema).stagedMigrationManager()
        }
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        persistentContainer = container
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = .mergeByPropertyObjectTrump
    }

    /// A container over an engine container that is already open (a migration stage's store).
    init(schema: Schema, persistentContainer: PersistentContainer) {
        self.schema = schema
        configurations = [ModelConfiguration()]
        migrationPlan = nil
        self.persistentContainer = persistentContainer
    }

    /// Opens the store of a schema.
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// Opens the store of the given model classes (and those they reach).
    public convenience init(
        for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
    ) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// The store file of `configuration`.
    private static func storeURL(_ configuration: ModelConfiguration) throws -> URL {
        if configuration.isStoredInMemoryOnly || configuration.url.path != "/" { return configuration.url }
        // The configuration found no app-data directory: say why.
        return try ModelConfiguration.defaultDirectory().appendingPathComponent(configuration.name + ".store")
    }

    /// The main actor's context: autosaving, and updated with what other contexts save.
    @MainActor
    public var mainContext: ModelContext {
        if let context = main.withLock({ $0 }) { return context.context }
        let context = ModelContext(self, engineContext: persistentContainer.viewContext, autosaves: true)
        main.withLock { $0 = UncheckedContext(context: context) }
        return context
    }

    /// Deletes every model of the store (SwiftData's `deleteAllData()`, which does not throw);
    /// contexts forget them. A model whose rows cannot be deleted (a read-only store) is logged.
    public func deleteAllData() {
        let context = persistentContainer.newBackgroundContext()
        context.performAndWait {
            for entity in persistentContainer.managedObjectModel.entities where entity.superentity == nil {
                let request = BatchDeleteRequest(fetchRequest: FetchRequest<ManagedObject>(entityName: entity.entityName))
                do {
                    _ = try context.execute(request)
                } catch {
                    ModelContext.logger.error("deleteAllData could not delete the \(entity.entityName) models: \(error)")
                }
            }
        }
        persistentContainer.viewContext.perform { [persistentContainer] in persistentContainer.viewContext.reset() }
    }
}

/// The main context, kept by the container and handed out on the main actor only.
private struct UncheckedContext: @unchecked Sendable {
    // Safety: created and read only by `mainContext`, which is main-actor isolated.
    let context: ModelContext
}
