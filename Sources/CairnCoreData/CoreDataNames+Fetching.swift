import Cairn

/// Core Data's `NSFetchRequest` (``Cairn/FetchRequest``), including
/// `NSFetchRequest<NSFetchRequestResult>(entityName:)` for untyped results.
public typealias NSFetchRequest<ResultType> = FetchRequest<ResultType>
/// Core Data's `NSFetchRequestResult`: what a fetch returns (objects, IDs, dictionaries, counts).
/// `NSFetchRequest<NSFetchRequestResult>` fetches without a static result type; cast the
/// results (`as? [Book]`, `as? [NSDictionary]`, `as? [NSManagedObjectID]`).
public typealias NSFetchRequestResult = FetchRequestResult
/// Core Data's `NSFetchedResultsController` (``/Cairn/FetchedResultsController``).
public typealias NSFetchedResultsController<ResultType> = FetchedResultsController<ResultType>
/// Core Data's `NSFetchedResultsChangeType` (``/Cairn/FetchedResultsChangeType``).
public typealias NSFetchedResultsChangeType = FetchedResultsChangeType
/// Core Data's `NSFetchedResultsSectionInfo` (``/Cairn/FetchedResultsSectionInfo``).
public typealias NSFetchedResultsSectionInfo = FetchedResultsSectionInfo
/// Core Data's `NSAsynchronousFetchResult`-free batch requests: `NSBatchDeleteRequest`
/// (``/Cairn/BatchDeleteRequest``).
public typealias NSBatchDeleteRequest = BatchDeleteRequest
/// Core Data's `NSAsynchronousFetchRequest` (``/Cairn/AsynchronousFetchRequest``).
public typealias NSAsynchronousFetchRequest<ResultType> = AsynchronousFetchRequest<ResultType>
/// Core Data's `NSAsynchronousFetchResult` (``/Cairn/AsynchronousFetchResult``).
public typealias NSAsynchronousFetchResult<ResultType> = AsynchronousFetchResult<ResultType>
/// Core Data's `NSBatchDeleteResult` (``/Cairn/BatchDeleteResult``).
public typealias NSBatchDeleteResult = BatchDeleteResult
/// Core Data's `NSBatchDeleteRequestResultType` (``/Cairn/BatchDeleteRequestResultType``).
public typealias NSBatchDeleteRequestResultType = BatchDeleteRequestResultType
/// Core Data's `NSBatchInsertRequest` (``/Cairn/BatchInsertRequest``).
public typealias NSBatchInsertRequest = BatchInsertRequest
/// Core Data's `NSBatchInsertResult` (``/Cairn/BatchInsertResult``).
public typealias NSBatchInsertResult = BatchInsertResult
/// Core Data's `NSBatchInsertRequestResultType` (``/Cairn/BatchInsertRequestResultType``).
public typealias NSBatchInsertRequestResultType = BatchInsertRequestResultType
/// Core Data's `NSBatchUpdateRequest` (``/Cairn/BatchUpdateRequest``).
public typealias NSBatchUpdateRequest = BatchUpdateRequest
/// Core Data's `NSBatchUpdateResult` (``/Cairn/BatchUpdateResult``).
public typealias NSBatchUpdateResult = BatchUpdateResult
/// Core Data's `NSBatchUpdateRequestResultType` (``/Cairn/BatchUpdateRequestResultType``).
public typealias NSBatchUpdateRequestResultType = BatchUpdateRequestResultType
/// Core Data's `NSPersistentHistoryChangeRequest` (``/Cairn/PersistentHistoryChangeRequest``).
public typealias NSPersistentHistoryChangeRequest = PersistentHistoryChangeRequest
/// Core Data's `NSPersistentHistoryTransaction` (``/Cairn/PersistentHistoryTransaction``).
public typealias NSPersistentHistoryTransaction = PersistentHistoryTransaction
/// Core Data's `NSPersistentHistoryChange` (``Cairn/PersistentHistoryChange``).
public typealias NSPersistentHistoryChange = PersistentHistoryChange
/// Core Data's `NSPersistentHistoryChangeType` (``/Cairn/PersistentHistoryChangeType``).
public typealias NSPersistentHistoryChangeType = PersistentHistoryChangeType
/// Core Data's `NSPersistentHistoryToken` (``/Cairn/PersistentHistoryToken``).
public typealias NSPersistentHistoryToken = PersistentHistoryToken
/// Core Data's `NSPersistentHistoryResult` (``/Cairn/PersistentHistoryResult``).
public typealias NSPersistentHistoryResult = PersistentHistoryResult
/// Core Data's `NSPersistentHistoryResultType` (``/Cairn/PersistentHistoryResultType``).
public typealias NSPersistentHistoryResultType = PersistentHistoryResultType
/// Core Data's `NSPredicate`, `NSCompoundPredicate` and `NSComparisonPredicate` are one type here,
/// ``Cairn/FetchPredicate``: build it from a format string, from subpredicates or from two
/// expressions; a fetch request runs it in SQL, `evaluate(with:)` in memory.
public typealias NSPredicate = FetchPredicate
/// Core Data's `NSCompoundPredicate` (see ``NSPredicate``).
public typealias NSCompoundPredicate = FetchPredicate
/// Core Data's `NSComparisonPredicate` (see ``NSPredicate``).
public typealias NSComparisonPredicate = FetchPredicate
/// Core Data's `NSExpression` (``Cairn/FetchExpression``).
public typealias NSExpression = FetchExpression
/// Core Data's `NSSortDescriptor` (``Cairn/SortKey``).
public typealias NSSortDescriptor = SortKey
