/// One object's part of a transaction: its edited properties, or its deletion.
public struct SyncChange: Hashable, Sendable, Codable {
    /// What happens to the object.
    public enum Operation: Hashable, Sendable, Codable {
        /// Creates the object if needed and edits these properties.
        case upsert([String: PropertyEdit])
        /// Deletes the object for good: it never comes back.
        case delete
    }

    /// The object.
    public let key: ObjectKey
    /// What happens to it.
    public let operation: Operation
    /// The partition sequence number the device had seen when it made the edit: a server change
    /// after it is concurrent with this one.
    public let baseSeq: Int64

    /// A change of one object.
    public init(key: ObjectKey, operation: Operation, baseSeq: Int64) {
        self.key = key
        self.operation = operation
        self.baseSeq = baseSeq
    }
}
