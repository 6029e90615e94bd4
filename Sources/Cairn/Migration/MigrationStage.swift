/// One step of a ``StagedMigrationManager``'s plan (Core Data's `NSMigrationStage`).
public class MigrationStage: @unchecked Sendable {
    // Safety: `label` is set at creation and by the app before the plan runs; stages are not
    // mutated while a migration runs them (as Core Data's).

    /// A name for logs and errors.
    public var label: String

    init(label: String) {
        self.label = label
    }

    /// The model-version steps of the stage, in order.
    var steps: [(from: ManagedObjectModel, to: ManagedObjectModel)] { [] }
}

/// Model versions a store moves through with inferred (lightweight) mappings, one after the
/// other (Core Data's `NSLightweightMigrationStage`, which names versions by checksum; here the
/// models themselves).
public final class LightweightMigrationStage: MigrationStage, @unchecked Sendable {
    /// The versions, oldest first.
    public let models: [ManagedObjectModel]

    /// Creates a stage migrating through `models` in order (at least two).
    public init(_ models: [ManagedObjectModel]) {
        precondition(models.count >= 2, "A lightweight migration stage needs at least two model versions (from and to); it has \(models.count).")
        self.models = models
        super.init(label: "lightweight")
    }

    override var steps: [(from: ManagedObjectModel, to: ManagedObjectModel)] {
        zip(models, models.dropFirst()).map { ($0, $1) }
    }
}

/// A migration between two versions with code of your own before and after the inferred mapping
/// (Core Data's `NSCustomMigrationStage`): `willMigrateHandler` runs on the store at the old
/// version (fix what the new version would refuse: remove duplicates before a new uniqueness
/// constraint, fill values before they become required), `didMigrateHandler` on the store at the
/// new one (fill new attributes from old data). Each gets the manager, whose ``StagedMigrationManager/container``
/// is loaded on the store at that version. Between them the store is migrated with the inferred
/// mapping, or with ``mappingModel`` when you give one (values computed by your code, objects
/// filtered out, hooks per entity: see ``MappingModel/transformAttribute(_:of:reading:_:)``).
///
/// ```swift
/// let dedupe = CustomMigrationStage(migratingFrom: v2, to: v3)
/// dedupe.willMigrateHandler = { manager, _ in
///     let context = manager.container!.newBackgroundContext()
///     try context.performAndWait {
///         // delete all but one object per name
///         try context.save()
///     }
/// }
/// ```
public final class CustomMigrationStage: MigrationStage, @unchecked Sendable {
    /// The version the stage starts from.
    public let currentModel: ManagedObjectModel
    /// The version the stage ends at.
    public let nextModel: ManagedObjectModel
    /// Runs on the store at ``currentModel`` before it is migrated.
    public var willMigrateHandler: (@Sendable (StagedMigrationManager, CustomMigrationStage) throws -> Void)?
    /// Runs on the store at ``nextModel`` after it was migrated.
    public var didMigrateHandler: (@Sendable (StagedMigrationManager, CustomMigrationStage) throws -> Void)?
    /// The mapping the store is migrated with; `nil` for the inferred one. Core Data's custom stage
    /// has only the inferred mapping: this is Cairn's addition, in place of `.xcmappingmodel` files.
    public let mappingModel: MappingModel?

    /// Creates a stage from `currentModel` to `nextModel`, migrating with `mappingModel` (the
    /// inferred mapping when `nil`).
    public init(migratingFrom currentModel: ManagedObjectModel, to nextModel: ManagedObjectModel, mappingModel: MappingModel? = nil) {
        self.currentModel = currentModel
        self.nextModel = nextModel
        self.mappingModel = mappingModel
        super.init(label: "custom")
    }

    override var steps: [(from: ManagedObjectModel, to: ManagedObjectModel)] { [(currentModel, nextModel)] }
}
