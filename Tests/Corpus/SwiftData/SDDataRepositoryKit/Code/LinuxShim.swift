// LINUX SHIM: the package's SwiftDataKit.swift imports SwiftUI (only for @Observable), so it could
// not be taken. DataRepositoryStore.swift falls back to `SwiftDataKit.shared.modelContext`; this is a
// minimal stand-in with the same shape (shared instance, configure(for:migrationPlan:config:),
// modelContainer / modelContext, an autosaving context), without @Observable.

import CairnData

public class SwiftDataKit {
    public static let shared: SwiftDataKit = SwiftDataKit()
    private var _modelContainer: ModelContainer?
    private var _modelContext: ModelContext?
    private init() {}

    public var modelContainer: ModelContainer {
        guard let modelContainer = _modelContainer else { fatalError("ModelContainer not initialized. Call SwiftDataKit.configure() first.") }
        return modelContainer
    }

    public var modelContext: ModelContext {
        guard let modelContext = _modelContext else { fatalError("ModelContext not initialized. Call SwiftDataKit.configure() first.") }
        return modelContext
    }

    public static func configure(
        for models: any PersistentModel.Type...,
        migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        config: ModelConfiguration = .init(isStoredInMemoryOnly: false)
    ) throws {
        let container = try ModelContainer(for: Schema(models), migrationPlan: migrationPlan, configurations: config)
        shared._modelContainer = container
        shared._modelContext = ModelContext(container)
        shared._modelContext?.autosaveEnabled = true
    }

    public var isConfigured: Bool { _modelContainer != nil && _modelContext != nil }

    public func reset() {
        _modelContext = nil
        _modelContainer = nil
    }
}
