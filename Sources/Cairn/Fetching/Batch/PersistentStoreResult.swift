import Foundation

/// What executing a ``PersistentStoreRequest`` returns (Core Data's `NSPersistentStoreResult`):
/// the base of ``BatchInsertResult``, ``BatchUpdateResult`` and ``BatchDeleteResult``.
///
/// ```swift
/// let result = try context.execute(request) as? BatchDeleteResult
/// let ids = result?.result as? [ManagedObjectID] ?? []
/// ```
///
/// Not `Sendable`: ``BatchResult/result`` and its siblings are `Any?`, as in Core Data; send
/// the object IDs (which are `Sendable`) instead.
public class PersistentStoreResult {
    init() {}
}
