import Cairn
import Foundation

/// The kinds of store a persistence test can run against, so one test can check all of them
/// (`@Test(arguments: TestStoreKind.allCases)`).
public enum TestStoreKind: String, CaseIterable, Sendable {
    /// A SQLite file in a temporary directory: what an app uses; the only kind that outlives its
    /// container, so the only one for reopening and multi-process tests.
    case sqliteFile
    /// SQLite in memory, opened at `/dev/null` as Core Data tests do: the SQL store's behaviour
    /// without a file.
    case sqliteMemory
    /// The Swift in-memory store: the fastest, for logic that does not depend on SQL.
    case inMemory

    /// A store description of this kind; file stores are named `name.sqlite` inside `directory`.
    public func description(directory: TemporaryDirectory, name: String = "Test") -> PersistentStoreDescription {
        switch self {
        case .sqliteFile: return PersistentStoreDescription(url: directory.file("\(name).sqlite"))
        case .sqliteMemory: return PersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
        case .inMemory:
            let description = PersistentStoreDescription()
            description.type = .inMemory
            return description
        }
    }

    /// A container of `model` with one loaded store of this kind.
    public func makeContainer(name: String = "Test", model: ManagedObjectModel, directory: TemporaryDirectory) throws -> PersistentContainer {
        let container = PersistentContainer(name: name, managedObjectModel: model)
        container.persistentStoreDescriptions = [description(directory: directory, name: name)]
        try container.loadPersistentStores()
        return container
    }
}
