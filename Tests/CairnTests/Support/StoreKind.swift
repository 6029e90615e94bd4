import Cairn
import Testing
import Foundation

/// The store types every spec runs against (the FeedStore-spec pattern of seed 002).
enum StoreKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// A SQLite file in a fresh temporary directory.
    case sqliteFile
    /// SQLite in memory (`/dev/null`, as seed 002 does).
    case sqliteMemory
    /// The Swift in-memory store.
    case inMemory

    var testDescription: String { rawValue }

    /// A container with one store of this kind, loaded.
    func makeContainer(name: String = "Test", model: ManagedObjectModel, directory: TemporaryDirectory) throws -> PersistentContainer {
        let container = PersistentContainer(name: name, managedObjectModel: model)
        container.persistentStoreDescriptions = [description(directory: directory, name: name)]
        try container.loadPersistentStores()
        return container
    }

    func description(directory: TemporaryDirectory, name: String = "Test") -> PersistentStoreDescription {
        switch self {
        case .sqliteFile: return PersistentStoreDescription(url: directory.url.appendingPathComponent("\(name).sqlite"))
        case .sqliteMemory: return PersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
        case .inMemory:
            let description = PersistentStoreDescription()
            description.type = .inMemory
            return description
        }
    }
}

/// A temporary directory removed when the value is deallocated.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
