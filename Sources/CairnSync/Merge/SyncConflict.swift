/// A value that lost to a concurrent edit, kept so the app can show it and resolve it: nothing
/// a merge overwrites is lost without a record.
public struct SyncConflict: Hashable, Sendable, Codable {
    /// Why the value lost.
    public enum Reason: String, Hashable, Sendable, Codable {
        /// A concurrent edit of the same property won under the entity's policy.
        case concurrentEdit
        /// The object was deleted by a concurrent delete (or before the edit arrived).
        case deleted
        /// The entity's policy is ``SyncMergePolicy/error``: the app must choose.
        case needsResolution
    }

    /// The object.
    public let key: ObjectKey
    /// The property; `nil` when a whole edit of the object lost to its deletion.
    public let property: String?
    /// The value that lost (`nil` for a losing delete or a lost counter addition).
    public let losingValue: SyncValue?
    /// The losing edit.
    public let losingStamp: SyncStamp
    /// The edit that won.
    public let winningStamp: SyncStamp
    /// Why.
    public let reason: Reason

    /// A record of a lost value.
    public init(key: ObjectKey, property: String?, losingValue: SyncValue?, losingStamp: SyncStamp, winningStamp: SyncStamp, reason: Reason) {
        self.key = key
        self.property = property
        self.losingValue = losingValue
        self.losingStamp = losingStamp
        self.winningStamp = winningStamp
        self.reason = reason
    }
}
