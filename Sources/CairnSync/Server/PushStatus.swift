/// What the server did with one pushed transaction.
public enum PushStatus: Hashable, Sendable, Codable {
    /// Accepted as the partition's transaction `seq`.
    case applied(Int64)
    /// Accepted before, as `seq`: pushing again changes nothing.
    case duplicate(Int64)
    /// Not applied: the server expects the device's transaction with this number first. Push
    /// again from there.
    case outOfOrder(expected: Int64)
    /// Refused, nothing stored; the reason says what was wrong and what to do.
    case rejected(String)
}
