import Foundation

/// A fetch that runs after the current block on the context's queue and hands its results to a
/// completion block (Core Data's `NSAsynchronousFetchRequest`).
///
/// ```swift
/// let request = AsynchronousFetchRequest(fetchRequest: Venue.fetchRequest()) { result in
///     venues = result.finalResult ?? []
/// }
/// try context.execute(request)          // returns at once; the block runs on the context's queue
/// ```
public final class AsynchronousFetchRequest<ResultType>: PersistentStoreRequest {
    /// The fetch to run.
    public let fetchRequest: FetchRequest<ResultType>
    /// Called on the context's queue with the results, or the error in ``AsynchronousFetchResult/operationError``.
    public let completionBlock: ((AsynchronousFetchResult<ResultType>) -> Void)?
    /// Accepted for Core Data's code: the progress Cairn reports has no estimate to use.
    public var estimatedResultCount = 0

    /// A request running `fetchRequest` and handing the results to `completionBlock`.
    public init(fetchRequest: FetchRequest<ResultType>, completionBlock: ((AsynchronousFetchResult<ResultType>) -> Void)?) {
        self.fetchRequest = fetchRequest
        self.completionBlock = completionBlock
        super.init(.fetchRequestType)
    }
}

/// What ``ManagedObjectContext/execute(_:)`` returns for an ``AsynchronousFetchRequest``, and the
/// completion block receives filled in (Core Data's `NSAsynchronousFetchResult`).
public final class AsynchronousFetchResult<ResultType>: PersistentStoreResult {
    /// The request this is the result of.
    public let fetchRequest: AsynchronousFetchRequest<ResultType>
    /// The fetched results, once the fetch has run without error.
    public internal(set) var finalResult: [ResultType]?
    /// The error the fetch failed with, if it did.
    public internal(set) var operationError: (any Error)?
    /// The context the fetch runs in.
    public private(set) weak var managedObjectContext: ManagedObjectContext?

    init(_ request: AsynchronousFetchRequest<ResultType>, context: ManagedObjectContext) {
        fetchRequest = request
        managedObjectContext = context
    }
}

/// Starts an asynchronous fetch without knowing its result type.
protocol AsynchronousFetchStarting {
    func start(in context: ManagedObjectContext) -> PersistentStoreResult
}

extension AsynchronousFetchRequest: AsynchronousFetchStarting {
    func start(in context: ManagedObjectContext) -> PersistentStoreResult {
        let result = AsynchronousFetchResult(self, context: context)
        // Safety: from here on the request and the result are touched on the context's queue
        // only (the completion block runs there; as in Core Data, the caller reads the result in
        // that block, not from the value returned here while the fetch may be running).
        nonisolated(unsafe) let handOff = (self, result)
        // Queued behind the block that executes the request, as Core Data's runs.
        context.perform { [weak context] in
            let (request, result) = handOff
            guard let context else { return }
            do {
                result.finalResult = try context.fetch(request.fetchRequest)
            } catch {
                result.operationError = error
            }
            request.completionBlock?(result)
        }
        return result
    }
}
