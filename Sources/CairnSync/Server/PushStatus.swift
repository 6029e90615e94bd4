/// What the server did with one pushed transaction.
public enum PushStatus: Hashable, Sendable, Codable {
    /// Accepted as the partition's transaction `seq`.
    case applied(Int64)
    /// Accepted before, as `seq`: pushing again changes nothing.
    case duplicate(Int64)
    /// Not applied: the server expects the device's transaction with this number first. Push
    /// again from there.
    case outOfOrder(expected: Int64)
    /// Refused, nothing stored; the reason says what was wrong and what to do. A device sets the
    /// transaction aside (``SyncReplica/refused``) and pushes the ones after it.
    case rejected(String)
    /// Refused, nothing stored: the transaction is stamped too far ahead of the server's clock,
    /// which reads `serverMilliseconds` (Unix time). A device stamps its pending transactions
    /// again from that clock and pushes them again.
    case clockAhead(serverMilliseconds: Int64, reason: String)
}
