import Cairn
import Foundation

/// What the engine keeps between runs (in a ``SyncStateStore``): the replica (cursor, confirmed
/// state, pending transactions) and the last history transaction turned into a pending one.
struct SyncEngineState: Codable {
    var replica: SyncReplica
    var lastHistoryToken: PersistentHistoryToken?
    /// A store write the state includes and the store may not have yet.
    var unwritten: StoreWrite?
    /// The synced entities and properties of the model that last wrote the store (sync names):
    /// when a newer model adds some, the engine writes every object once, so that the values the
    /// older model could not hold reach the store.
    var modelNames: [String]?

    /// The state an earlier version kept in one JSON file beside the store, if there is one.
    static func legacy(at url: URL) throws -> SyncEngineState? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try JSONDecoder().decode(SyncEngineState.self, from: Data(contentsOf: url))
        } catch {
            throw SyncError("the sync state at \(url.path) cannot be read (\(error)): restore it or delete it to sync this store again from the server")
        }
    }
}
