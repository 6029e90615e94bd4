/// What executing a batch request returns: Core Data's `NSBatchInsertResult`,
/// `NSBatchUpdateResult` and `NSBatchDeleteResult`, one generic class under their three names
/// (they differ only in the type of ``resultType``).
///
/// ```swift
/// let result = try context.execute(request) as? BatchDeleteResult
/// let deleted = result?.result as? [ManagedObjectID] ?? []
/// ```
public final class BatchResult<ResultType: Sendable & Hashable>: PersistentStoreResult {
    /// The answer asked for by the request's `resultType`: `true` (`Bool`), the object IDs
    /// (`[ManagedObjectID]`) or the number of objects (`Int`).
    public let result: Any?
    /// The kind of ``result``.
    public let resultType: ResultType

    init(_ answer: BatchRequestResult, _ resultType: ResultType) {
        result = answer.value
        self.resultType = resultType
    }
}

/// What a ``BatchInsertRequest`` returns (Core Data's `NSBatchInsertResult`).
public typealias BatchInsertResult = BatchResult<BatchInsertRequestResultType>
/// What a ``BatchUpdateRequest`` returns (Core Data's `NSBatchUpdateResult`).
public typealias BatchUpdateResult = BatchResult<BatchUpdateRequestResultType>
/// What a ``BatchDeleteRequest`` returns (Core Data's `NSBatchDeleteResult`).
public typealias BatchDeleteResult = BatchResult<BatchDeleteRequestResultType>
