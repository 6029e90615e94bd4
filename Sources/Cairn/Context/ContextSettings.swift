/// A context's settings that any thread may read or write (kept in a mutex by the context).
struct ContextSettings {
    var coordinator: PersistentStoreCoordinator?
    var name: String?
    var transactionAuthor: String?
    var mergePolicy: MergePolicy = .error
}
