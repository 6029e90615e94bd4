/// How concurrent edits of one property of an entity are resolved: Core Data's merge policies,
/// plus latest-edit-wins. Two edits are concurrent when the one arriving second was made without
/// seeing the first.
///
/// Whatever the policy, a delete wins over concurrent edits (a deleted object never comes back),
/// and counter additions (``PropertyEdit/add(_:)``) all count.
public enum SyncMergePolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// The later edit by its ``SyncStamp`` wins, in whatever order the edits arrive: every replica
    /// computes the same result on its own. The default.
    case latestEdit
    /// The edit arriving second wins, property by property (Core Data's
    /// `NSMergeByPropertyObjectTrumpMergePolicy`: the pushing device's object trumps).
    case mergeByPropertyObjectTrump
    /// The edit arriving first wins, property by property (`NSMergeByPropertyStoreTrumpMergePolicy`).
    case mergeByPropertyStoreTrump
    /// The pushing device's whole object wins, unchanged properties included (`NSOverwriteMergePolicy`).
    case overwrite
    /// The server's object wins: a push with any concurrent edit of an object is dropped for that
    /// object (`NSRollbackMergePolicy`).
    case rollback
    /// The server's value stays and the concurrent edit becomes an open ``SyncConflict`` for the
    /// app to resolve (`NSErrorMergePolicy`).
    case error
}
