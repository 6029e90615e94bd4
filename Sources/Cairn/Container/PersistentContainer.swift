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
/// By default the store is `<name>.sqlite` in ``defaultDirectoryURL(for:environment:)``, the app's
/// Application Support directory (on Linux `$XDG_DATA_HOME/<name>`, falling back to
/// `~/.local/share/<name>`). When there is no such directory (no `XDG_DATA_HOME`, no `HOME`, no home
/// in the password database), the default description has no URL and ``loadPersistentStores()``
/// throws, saying what to set; nothing is ever put in `/tmp` instead.
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
    /// The environment locating the default directory.
    let environment: XDGEnvironment

    /// The main-queue context, for the main thread (UI-style code). Use it on the main thread or
    /// through `perform` / `performAndWait`. Made with the container, so that every thread sees
    /// the same one.
    public let viewContext: ManagedObjectContext

    /// Creates a container for `model`, its store `<name>.sqlite` in the default directory.
    ///
    /// Never fails: if there is no default directory, the store description has no URL and
    /// ``loadPersistentStores()`` throws the reason (give the description a URL to avoid it).
    ///
    /// - Parameters:
    ///   - name: the container's name: the store file is `<name>.sqlite`, in a directory named
    ///     after it.
    ///   - model: the model of the container's stores (built in code, by `@Managed` classes, or
    ///     loaded from an Xcode model file).
    ///   - environment: the variables locating the default directory (tests inject one).
    public init(name: String, managedObjectModel model: ManagedObjectModel, environment: XDGEnvironment = .current) {
        self.name = name
        self.managedObjectModel = model
        self.environment = environment
        let coordinator = PersistentStoreCoordinator(managedObjectModel: model)
        self.persistentStoreCoordinator = coordinator
        let viewContext = ManagedObjectContext(concurrencyType: .mainQueue)
        viewContext.persistentStoreCoordinator = coordinator
        viewContext.name = "viewContext"
        self.viewContext = viewContext
        let description = PersistentStoreDescription()
        description.url = try? Self.defaultStoreURL(for: name, environment: environment)
        self.persistentStoreDescriptions = [description]
    }

    /// The directory new containers put their stores in: `$XDG_DATA_HOME/<name>` (or
    /// `~/.local/share/<name>`) on Linux, Application Support elsewhere. Nothing is created.
    ///
    /// ```swift
    /// let url = try PersistentContainer.defaultDirectoryURL(for: "Notes")  // ~/.local/share/Notes
    /// ```
    ///
    /// - Throws: ``CairnError`` `.storeOpen` (134080) when there is no such directory: `name` cannot
    ///   be a directory name, or neither `XDG_DATA_HOME` nor `HOME` is an absolute path and the
    ///   password database has no home for the user. The message names the variables to set; the
    ///   ``CairnError/underlyingError`` is CairnFiles' `FilesError`.
    public static func defaultDirectoryURL(for name: String, environment: XDGEnvironment = .current) throws -> URL {
        do {
            return try AppDirectories(appIdentifier: name, environment: environment).location(of: .applicationSupport)
        } catch let error as FilesError where error.code == .noHomeDirectory {
            throw CairnError(
                .storeOpen,
                "No directory for the store of '\(name)': XDG_DATA_HOME and HOME are unset or not absolute paths, and the password database has no home directory for this user. Set XDG_DATA_HOME or HOME, or give the store description a URL (PersistentStoreDescription(url:)).",
                cause: error)
        } catch {
            throw CairnError(
                .storeOpen,
                "No directory for the store of '\(name)': \(error). Name the container without '/', or give the store description a URL (PersistentStoreDescription(url:)).",
                cause: error)
        }
    }

    private static func defaultStoreURL(for name: String, environment: XDGEnvironment) throws -> URL {
        try defaultDirectoryURL(for: name, environment: environment).appendingPathComponent("\(name).sqlite")
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
        if description.type == .inMemory, description.url == nil {
            try persistentStoreCoordinator.addPersistentStore(type: .inMemory, configuration: description.configuration, at: nil, options: description.options)
            return
        }
        let url = try description.url ?? Self.defaultStoreURL(for: name, environment: environment)
        if description.type == .sqlite, let defaultDirectory = try? Self.defaultDirectoryURL(for: name, environment: environment),
            url.deletingLastPathComponent().standardizedFileURL == defaultDirectory.standardizedFileURL
        {
            // Create the app's data directory the CairnFiles way (mode 0700).
            _ = try AppDirectories(appIdentifier: name, environment: environment).url(for: .applicationSupport)
        }
        if persistentStoreCoordinator.persistentStore(for: url) != nil, url.path != "/dev/null" { return }
        var options = description.options
        options[PersistentStoreOption.migratePersistentStoresAutomatically] =
            options[PersistentStoreOption.migratePersistentStoresAutomatically]
            ?? String(description.shouldMigrateStoreAutomatically)
        options[PersistentStoreOption.inferMappingModelAutomatically] =
            options[PersistentStoreOption.inferMappingModelAutomatically]
            ?? String(description.shouldInferMappingModelAutomatically)
        try persistentStoreCoordinator.addPersistentStore(
            type: description.type, configuration: description.configuration, at: description.type == .sqlite ? url : description.url,
            options: options, stagedMigrationManager: description.shouldMigrateStoreAutomatically ? description.stagedMigrationManager : nil,
            migrationProgressHandler: description.migrationProgressHandler)
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
