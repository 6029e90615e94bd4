/// How a save resolves conflicts with changes another context or process saved first
/// (Core Data's merge policies).
///
/// A conflict exists when an object this context changed or deleted was saved by someone else
/// after this context read it (its stored version moved on).
public enum MergePolicy: Sendable, Hashable {
    /// Fail the save with a merge-conflict error (133020) listing the objects (Core Data's default).
    case error
    /// Per property: this context's changes win; the store's other changes are kept.
    case mergeByPropertyObjectTrump
    /// Per property: the store's changes win; this context's other changes are kept.
    case mergeByPropertyStoreTrump
    /// This context's version of each conflicting object replaces the stored one.
    case overwrite
    /// This context's changes to conflicting objects are discarded.
    case rollback
}
