import Foundation

/// The three answers a batch request can give, before they become a result class's `Any?`.
enum BatchRequestResult {
    /// `true`: the request succeeded (it throws otherwise).
    case status
    /// The IDs of the rows written.
    case objectIDs([ManagedObjectID])
    /// The number of rows written.
    case count(Int)

    /// Core Data's `result`: an `NSNumber`-compatible `Bool`, `[ManagedObjectID]` or `Int`.
    var value: Any {
        switch self {
        case .status: return true
        case .objectIDs(let ids): return ids
        case .count(let count): return count
        }
    }
}
