import Cairn
import Foundation

/// A loaded container of a model on one kind of store, in one line, for a test:
///
/// ```swift
/// let stack = try TestStack(.sqliteMemory, model: model)
/// let note = Note(context: stack.viewContext)
/// ```
///
/// A file store lives in the stack's own ``TemporaryDirectory``, removed when the stack and every
/// copy of it are released.
public struct TestStack: Sendable {
    /// The kind of store the stack runs on.
    public let kind: TestStoreKind
    /// The directory that holds a file store.
    public let directory: TemporaryDirectory
    /// The loaded container.
    public let container: PersistentContainer
    /// A private-queue context of the container, for tests that work off the main actor.
    public let context: ManagedObjectContext

    /// The container's main-queue context.
    public var viewContext: ManagedObjectContext { container.viewContext }

    /// The store file, for a ``TestStoreKind/sqliteFile`` stack; `nil` otherwise.
    public var storeURL: URL? {
        kind == .sqliteFile ? container.persistentStoreDescriptions.first?.url : nil
    }

    /// Creates and loads a container of `model` on a new store of `kind`.
    public init(_ kind: TestStoreKind = .sqliteMemory, model: ManagedObjectModel, name: String = "Test") throws {
        try self.init(kind, model: model, name: name, directory: TemporaryDirectory())
    }

    private init(_ kind: TestStoreKind, model: ManagedObjectModel, name: String, directory: TemporaryDirectory) throws {
        self.kind = kind
        self.directory = directory
        container = try kind.makeContainer(name: name, model: model, directory: directory)
        context = container.newBackgroundContext()
    }

    /// A second, independent container on the same store file: what the app sees after a
    /// relaunch. Use it to check that what a test saved was really written.
    ///
    /// - Throws: ``TestFailure`` for the in-memory kinds, which keep nothing beyond their container.
    public func reopened(file: StaticString = #filePath, line: UInt = #line) throws -> TestStack {
        guard kind == .sqliteFile else {
            throw TestFailure("a \(kind.rawValue) store keeps nothing after its container: reopen a .sqliteFile stack", file: file, line: line)
        }
        return try TestStack(kind, model: container.managedObjectModel, name: container.name, directory: directory)
    }
}
