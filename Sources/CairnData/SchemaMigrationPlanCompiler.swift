import Cairn

/// Turns a ``SchemaMigrationPlan`` into the engine's staged migration.
struct SchemaMigrationPlanCompiler {
    let plan: any SchemaMigrationPlan.Type
    let current: Schema

    func stagedMigrationManager() throws -> StagedMigrationManager {
        var stages: [Cairn.MigrationStage] = []
        for stage in plan.stages {
            switch stage {
            case .lightweight(let from, let to):
                stages.append(LightweightMigrationStage([try model(from), try model(to)]))
            case .custom(let from, let to, let willMigrate, let didMigrate):
                let fromSchema = Schema(versionedSchema: from), toSchema = Schema(versionedSchema: to)
                let engineStage = CustomMigrationStage(migratingFrom: try fromSchema.managedObjectModel(), to: try toSchema.managedObjectModel())
                if let will = willMigrate.map(StageClosure.init) {
                    engineStage.willMigrateHandler = { manager, _ in try Self.run(will.body, manager, fromSchema) }
                }
                if let did = didMigrate.map(StageClosure.init) {
                    engineStage.didMigrateHandler = { manager, _ in try Self.run(did.body, manager, toSchema) }
                }
                stages.append(engineStage)
            }
        }
        return StagedMigrationManager(stages)
    }

    private func model(_ version: any VersionedSchema.Type) throws -> ManagedObjectModel {
        try Schema(versionedSchema: version).managedObjectModel()
    }

    /// Runs a stage's closure with a context on the store at the stage's version, then saves what
    /// it left unsaved.
    private static func run(_ body: (ModelContext) throws -> Void, _ manager: StagedMigrationManager, _ schema: Schema) throws {
        guard let persistentContainer = manager.container else {
            throw CairnError(.migration, "The migration stage's store is not open; the plan cannot run its code.")
        }
        let container = ModelContainer(schema: schema, persistentContainer: persistentContainer)
        let context = ModelContext(container)
        try body(context)
        try context.save()
    }
}

/// A stage's closure, carried to the migration that runs it.
private struct StageClosure: @unchecked Sendable {
    // Safety: the migration calls it once, on the thread that opens the store (see MigrationStage).
    let body: (ModelContext) throws -> Void
}
