import Foundation

/// A migration plan through several model versions, some with code of their own (Core Data's
/// `NSStagedMigrationManager`). Give it to the store description
/// (``PersistentStoreDescription/stagedMigrationManager``): when the store is loaded, its version
/// is found among the stages and every stage from there runs in order.
///
/// ```swift
/// let manager = StagedMigrationManager([
///     LightweightMigrationStage([v1, v2]),
///     dedupe,                                   // a CustomMigrationStage from v2 to v3
/// ])
/// description.stagedMigrationManager = manager
/// try container.loadPersistentStores()          // a v1 store goes v1 → v2 → (handler) → v3
/// ```
///
/// Each step is a migration of its own (atomic: see `docs/Migrations.md`); a process killed between
/// steps leaves the store at a version of the plan, and the next load resumes from there. A
/// `willMigrateHandler` may then run again: write it so that running twice does no harm (as Core
/// Data asks). The same holds for `didMigrateHandler`: the store is marked until it has run to its
/// end, and the next load runs it again after a kill or an error. A handler that throws stops the
/// plan with its error; the store stays at the version it had reached, with whatever the handler
/// saved.
public final class StagedMigrationManager: @unchecked Sendable {
    // Safety: `stages` is immutable; `current` is read and written under its lock.

    /// The stages, in order.
    public let stages: [MigrationStage]
    private let current = Locked<PersistentContainer?>(nil)

    /// Creates a plan of `stages`, in order.
    public init(_ stages: [MigrationStage]) {
        self.stages = stages
    }

    /// While a custom stage's handler runs: a container with the store loaded at the stage's
    /// version (the old one in `willMigrateHandler`, the new one in `didMigrateHandler`);
    /// otherwise `nil`.
    public var container: PersistentContainer? { current.withLock { $0 } }

    /// Runs the stages from the store's version on, until it is at `model`'s; returns the
    /// metadata then.
    ///
    /// - Throws: ``CairnError`` `.migrationMissingSourceModel` (134130) when the store's version
    ///   is none of the plan's, `.migration` (134110) when the plan does not end at `model`, a
    ///   handler's error, or a step's migration error.
    func migrate(_ url: URL, to model: ManagedObjectModel, settings: SQLiteStoreSettings, progress: MigrationProgressHandler? = nil) throws -> StoreMetadata {
        let steps = stages.flatMap { stage in stage.steps.map { (from: $0.from, to: $0.to, stage: stage) } }
        for step in steps {
            try step.from.freeze()
            try step.to.freeze()
        }
        // Each step may take two rounds: the migration, then its stage's didMigrate handler.
        for _ in 0...(2 * steps.count) {
            var metadata = try SQLiteStore.readMetadata(at: url)
            if let pending = metadata.pendingDidMigrateVersion {
                // Marked when the store was migrated, cleared only once the handler has run: a
                // kill or an error in between runs it again at the next load.
                let step = steps.first { $0.to.versionHash == pending }
                if let step, let custom = step.stage as? CustomMigrationStage, let handler = custom.didMigrateHandler {
                    try run(handler, of: custom, at: step.to, url)
                }
                metadata.pendingDidMigrateVersion = nil
                try SQLiteMigrator.rewriteMetadata(metadata, versionIdentifier: step?.to.versionIdentifier, at: url, timeout: settings.timeout)
                continue
            }
            if model.isConfiguration(compatibleWithStoreHashes: metadata.modelHashes) { return metadata }
            guard let step = steps.first(where: { $0.from.isConfiguration(compatibleWithStoreHashes: metadata.modelHashes) }) else {
                let known = steps.compactMap(\.from.versionIdentifier)
                throw CairnError(
                    .migrationMissingSourceModel,
                    "The store at \(url.path) is at a model version that is none of the staged migration's\(known.isEmpty ? "" : " (\(known.joined(separator: ", ")))"), or the plan does not reach the model it is opened with; add the store's version as a stage. The store was not changed."
                )
            }
            let custom = step.stage as? CustomMigrationStage
            if let handler = custom?.willMigrateHandler { try run(handler, of: custom!, at: step.from, url) }
            _ = try SQLiteMigrator.migrate(
                url, to: step.to, settings: settings, progress: progress, pendingDidMigrate: custom?.didMigrateHandler != nil, mapping: custom?.mappingModel,
                declaredStep: true)
        }
        throw CairnError(
            .migration,
            "The staged migration of the store at \(url.path) does not end at the model it is opened with (its stages go round); make the last stage's model the container's."
        )
    }

    /// Runs a handler with ``container`` loaded on the store at `version`.
    private func run(
        _ handler: (StagedMigrationManager, CustomMigrationStage) throws -> Void, of stage: CustomMigrationStage,
        at version: ManagedObjectModel, _ url: URL
    ) throws {
        let container = PersistentContainer(name: "StagedMigration", managedObjectModel: version)
        let description = PersistentStoreDescription(url: url)
        description.shouldMigrateStoreAutomatically = false
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        current.withLock { $0 = container }
        defer {
            current.withLock { $0 = nil }
            let coordinator = container.persistentStoreCoordinator
            for store in coordinator.persistentStores { try? coordinator.remove(store) }
        }
        do {
            try handler(self, stage)
        } catch let error as CairnError {
            throw error
        } catch {
            throw CairnError(
                .migration,
                "The \(stage.label) migration stage's handler failed at model version \(version.versionIdentifier ?? "?") for the store at \(url.path): \(error)",
                cause: error)
        }
    }
}
