import ArgumentParser
import Cairn
import Foundation

/// `cairn migrate STORE --model MODEL [--dry-run] [--allow-data-loss]`: prints the migration plan of a store to a model
/// version, then migrates it (atomically, as a container does on load) with a progress bar on
/// standard error (``ProgressLine``).
///
/// ```
/// cairn migrate Notes.sqlite --model Notes.xcdatamodeld --dry-run
/// cairn migrate Notes.sqlite --model Notes.xcdatamodeld
/// ```
struct MigrateCommand: ParsableCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Migrate a store to a model version: print the plan, then migrate.",
        discussion:
            "The plan lists, per entity, what is copied, added, renamed and removed, and what data the migration leaves behind. The migration is the one a container runs when it opens an older store: written beside the store and swapped in, so a crash leaves the old store or the migrated one. Exits 1, the store untouched, when the change cannot be inferred, or when it would delete data (objects of a removed entity, values of a removed property) and --allow-data-loss is not given (a model from an .xcdatamodeld whose versions include the store's needs no flag)."
    )

    /// The store file.
    @Argument(help: "The SQLite store file.", completion: .file())
    var store: String

    /// The model to migrate to.
    @Option(help: "The model to migrate to (.xcdatamodeld — its current version —, .xcdatamodel or model JSON).", completion: .file())
    var model: String

    /// Print the plan only.
    @Flag(help: "Print the plan without migrating.")
    var dryRun = false

    /// Let the migration delete data the new model has no place for.
    @Flag(help: "Migrate even when the plan drops data the store holds.")
    var allowDataLoss = false

    /// Creates the command (used by ArgumentParser).
    init() {}

    /// Prints the plan, then migrates unless `--dry-run`.
    func run() throws {
        try ToolError.reporting("migrate") {
            let url = URL(fileURLWithPath: store)
            guard StoreSession.exists(at: url) else { throw ToolError("No store at \(url.path) (the file does not exist or is empty).") }
            let destination = try ModelFile.load(URL(fileURLWithPath: model))
            try destination.freeze()
            let metadata = try PersistentStoreCoordinator.metadataForPersistentStore(type: .sqlite, at: url)
            if destination.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata) {
                print("The store is already at this model version; nothing to migrate.")
                return
            }
            guard let source = try metadata.storedModel() else {
                throw ToolError("The store at \(url.path) does not describe its model (a store made by Core Data), so Cairn cannot plan its migration.")
            }
            let plan = try MappingModel.inferredMappingModel(forSourceModel: source, destinationModel: destination)
            print("Plan: \(source.versionIdentifier ?? "the store's model") → \(destination.versionIdentifier ?? "the new model")")
            for mapping in plan.entityMappings { print("  \(mapping)") }
            let dropped = plan.droppedData(source: source)
            print(dropped.isEmpty ? "  keeps all data" : "  drops: \(dropped.joined(separator: ", "))")
            guard !dryRun else {
                print("Dry run: the store was not changed.")
                return
            }
            let started = Date()
            let line = ProgressLine(unit: "rows")
            let coordinator = PersistentStoreCoordinator(managedObjectModel: destination)
            let opened = try coordinator.addPersistentStore(
                type: .sqlite, at: url,
                options: [
                    PersistentStoreOption.migratePersistentStoresAutomatically: "true", PersistentStoreOption.inferMappingModelAutomatically: "true",
                    PersistentStoreOption.allowsDataLossOnMigration: allowDataLoss ? "true" : "false",
                ],
                migrationProgressHandler: { line.show($0) })
            line.finish()
            try coordinator.remove(opened)
            print("Migrated \(url.path) in \(String(format: "%.2f", Date().timeIntervalSince(started))) s.")
        }
    }
}
