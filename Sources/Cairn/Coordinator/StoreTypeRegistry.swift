import Foundation
import Synchronization

/// The store types coordinators can open, by type, process-wide (Core Data's registered store
/// classes). SQLite and in-memory stores are registered from the start.
enum StoreTypeRegistry {
    /// Opens a store of one type.
    typealias Factory = @Sendable (StoreOpenRequest) throws -> any PersistentStore

    private static let factories = Locked<[PersistentStoreType: Factory]>([
        .sqlite: { request in
            guard let url = request.url else {
                throw CairnError(.storeOpen, "A SQLite store needs a URL (use /dev/null for a store in memory).")
            }
            return try SQLiteStore(request, url: url)
        },
        .inMemory: { InMemoryStore($0) },
    ])

    /// Registers (or replaces) the factory of `type`.
    static func register(_ type: PersistentStoreType, _ factory: @escaping Factory) {
        factories.withLock { $0[type] = factory }
    }

    /// The registered types, by name.
    static var types: [PersistentStoreType] {
        factories.withLock { $0.keys.sorted { $0.rawValue < $1.rawValue } }
    }

    /// The factory of `type`.
    ///
    /// - Throws: ``CairnError`` `.invalidStoreType` naming the type and the registered ones.
    static func factory(for type: PersistentStoreType) throws -> Factory {
        if let factory = factories.withLock({ $0[type] }) { return factory }
        let known = types.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        throw CairnError(
            .invalidStoreType,
            "Unknown store type '\(type.rawValue)'; the registered types are \(known). Register a factory for it first with PersistentStoreCoordinator.registerStoreType(_:factory:)."
        )
    }
}
