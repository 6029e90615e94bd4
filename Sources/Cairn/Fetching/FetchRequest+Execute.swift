import Foundation

extension ManagedObjectContext {
    /// The context whose `perform` or `performAndWait` block is running, for
    /// ``FetchRequest/execute()``.
    @TaskLocal static var running: ManagedObjectContext?
}

extension FetchRequest {
    /// Runs the request in the context whose block is running (Core Data's `execute()`):
    ///
    /// ```swift
    /// context.perform {
    ///     let notes = try? Note.fetchRequest().execute()
    /// }
    /// ```
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` outside a `perform` or `performAndWait` block
    ///   (Core Data raises there), or what ``ManagedObjectContext/fetch(_:)`` throws.
    public func execute() throws -> [Result] {
        guard let context = ManagedObjectContext.running else {
            throw CairnError(
                .invalidRequest,
                "FetchRequest.execute() runs in the context whose perform or performAndWait block is running, and no block is; call context.fetch(request), or call execute() inside context.perform { … }."
            )
        }
        return try context.fetch(self)
    }
}
