/// What a server transaction did to one object, after merging: the replicas apply it as it is.
public enum ObjectEffect: Hashable, Sendable, Codable {
    /// These properties now have these versions (the others are unchanged).
    case write(ObjectKey, [String: PropertyVersion])
    /// The object is deleted.
    case delete(ObjectKey, Tombstone)

    /// The object the effect is on.
    public var key: ObjectKey {
        switch self {
        case .write(let key, _), .delete(let key, _): return key
        }
    }
}
