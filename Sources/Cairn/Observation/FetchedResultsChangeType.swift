/// What happened to an object or a section of a ``FetchedResultsController``'s results
/// (Core Data's `NSFetchedResultsChangeType`, with the same raw values).
public enum FetchedResultsChangeType: UInt, Sendable, Hashable, CustomStringConvertible {
    /// The object or section entered the results (reported with its new index path or index).
    case insert = 1
    /// The object or section left the results (reported with its former index path or index).
    case delete = 2
    /// The object changed place: reported with its former and its new index path.
    case move = 3
    /// The object changed in place: reported with its former index path, and its new one.
    case update = 4

    /// `insert`, `delete`, `move` or `update`.
    public var description: String {
        switch self {
        case .insert: return "insert"
        case .delete: return "delete"
        case .move: return "move"
        case .update: return "update"
        }
    }
}
