import Cairn
import Foundation

/// A write the engine owes the store: the state that includes it is saved before the store is
/// written, so an engine killed in between makes the write when it starts again, exactly once
/// (the store's history shows whether the write, named by ``id``, happened).
///
/// The state keeps it without its ``keys`` (10,000 keys of an initial sync's page, encoded as
/// JSON, made the page 15 % slower) but with its ``deletions``: one made again after a restart
/// writes every object and deletes those.
struct StoreWrite: Codable, Sendable {
    private enum CodingKeys: String, CodingKey {
        case id, after, counterChanges, deletions
    }

    /// The write's name: its store transaction's context name is ``contextName``.
    var id = UUID()
    /// The last local save the engine had read when it planned the write: the write comes after.
    var after: PersistentHistoryToken?
    /// The objects to write as the view has them (gone from it: deleted); `nil` for every object
    /// of the view, and the ``deletions`` (after the model changed, or after a restart).
    var keys: [ObjectKey]?
    /// The objects the write deletes (few: deletes, and objects a refused save had inserted).
    var deletions: [ObjectKey] = []
    /// How much each counter of an object the store already holds changes: counters are written
    /// as additions, so increments the app saved and the engine has not read yet are kept.
    /// `nil`: counters are written as they are in the view. A write of every object (``keys``
    /// `nil`) writes them as they are, too: it is made right after the app's saves are read.
    var counterChanges: [ObjectKey: [String: Int64]]?

    /// The context name of the store transaction that makes the write.
    var contextName: String { "\(SyncEngine.author)/\(id.uuidString)" }

    /// A write of every object of the view, counters as they are.
    static func everything(after: PersistentHistoryToken?) -> StoreWrite { StoreWrite(after: after, keys: nil, deletions: [], counterChanges: nil) }
}
