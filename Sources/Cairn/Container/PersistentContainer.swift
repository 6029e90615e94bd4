import CairnFiles
import Foundation

/// The whole stack in one object: model, coordinator, stores, a main-queue context and background
/// contexts (Core Data's `NSPersistentContainer`).
///
/// ```swift
/// let container = PersistentContainer(name: "Notes", managedObjectModel: model)
/// try container.loadPersistentStores()
/// let note = Note(context: container.viewContext)
/// ```
///
/// By default the store is `<name>.sqlite` in ``defaultDirectoryURL()``, the app's Application
/// Support directory (on Linux `$XDG_DATA_HOME/<name>`, falling back to `~/.local/share/<name>`).
public final class PersistentContainer: @unchecked Sendable {
    // Safety: `persistentStoreDescriptions` is configured before loading, on one thread; everything
    // else is immutable or thread-safe (coordinator) or executor-bound (contexts).

    /// The container's name (default store file name and directory).
    public let name: String
    /// The model.
    public let managedObjectModel: ManagedObjectModel
    /// The coordinator of the container's stores.
    public let persistentStoreCoordinator: PersistentStoreCoordinator
    /// The stores to open; one SQLite store in the default directory unless you change it.
    public var persistentStoreDescriptions: [PersistentStoreDescription]

    /// The main-queue context, for the main thread (UI-style code). Use it on the main thread or
    /// through `perform` / `performAndWait`.
    public private(set) lazy var viewContext: ManagedObjectContext = {
        let context = ManagedObjectContext(concurrencyType: .mainQueue)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        context.name = "viewContext"
        return context
    }()

    /// Creates a container for `model`.
    public init(name: String, managedObjectModel model: ManagedObjectModel) {
        self.name = name
        self.managedObjectModel = model
        self.persistentStoreCoordinator = PersistentStoreCoordinator(managedObjectModel: model)
        self.persistentStoreDescriptions = [PersistentStoreDescription(url: Self.defaultDirectoryURL(for: name).appendingPathComponent("\(name).sqlite"))]
    }

    /// The directory new containers put their stores in: `$XDG_DATA_HOME/<name>` (or
    /// `~/.local/share/<name>`) on Linux, Application Support elsewhere.
    public static func defaultDirectoryURL(for name: String) -> URL {
        (try? AppDirectories(appIdentifier: name).location(of: .applicationSupport))
            ?? FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: true)
    }

    /// Opens every described store, reporting each result to `completionHandler` (Core Data's form).
    public func loadPersistentStores(completionHandler: (PersistentStoreDescription, Error?) -> Void) {
        for description in persistentStoreDescriptions {
            do {
                try load(description)
                completionHandler(description, nil)
            } catch {
                completionHandler(description, error)
            }
        }
    }

    /// Opens every described store.
    ///
    /// - Throws: the first store's error (``CairnError`` `.incompatibleModel`, `.storeOpen` …).
    public func loadPersistentStores() throws {
        for description in persistentStoreDescriptions { try load(description) }
    }

    private func load(_ description: PersistentStoreDescription) throws {
        let defaultDirectory = Self.defaultDirectoryURL(for: name)
        let url = description.url ?? defaultDirectory.appendingPathComponent("\(name).sqlite")
        if description.type == .sqlite, url.deletingLastPathComponent().standardizedFileURL == defaultDirectory.standardizedFileURL {
            // Create the app's data directory the CairnFiles way (mode 0700).
            _ = try AppDirectories(appIdentifier: name).url(for: .applicationSupport)
        }
        if persistentStoreCoordinator.persistentStore(for: url) != nil, url.path != "/dev/null" { return }
        try persistentStoreCoordinator.addPersistentStore(type: description.type, configuration: description.configuration, at: description.type == .sqlite ? url : description.url, options: description.options)
    }

    /// A new private-queue context on the container's coordinator.
    public func newBackgroundContext() -> ManagedObjectContext {
        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` on a new background context's queue and returns at once.
    public func performBackgroundTask(_ block: @escaping @Sendable (ManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }

    /// Runs `block` on a new background context's queue and returns its result.
    public func performBackgroundTask<T, E: Error>(_ block: sending @escaping (ManagedObjectContext) throws(E) -> T) async throws(E) -> sending T {
        let context = newBackgroundContext()
        return try await context.perform { () throws(E) -> T in try block(context) }
    }
}
