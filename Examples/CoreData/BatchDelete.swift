import CairnCoreData

/// A batch delete runs in the store; its object IDs are merged into the view context, as Core
/// Data's documentation shows.
func runBatchDelete() throws {
    let container = try makeContainer(name: "Library", model: makeLibraryModel(), url: temporaryStoreURL("Batch"))
    let context = container.viewContext
    try seedBooks(context)
    let old = try context.fetch(Book.fetchRequest()).filter { $0.year < 1980 }

    let fetchRequest = NSFetchRequest<NSFetchRequestResult>(entityName: "Book")
    fetchRequest.predicate = NSPredicate(format: "year < %d", 1980)
    let deleteRequest = NSBatchDeleteRequest(fetchRequest: fetchRequest)
    deleteRequest.resultType = .resultTypeObjectIDs
    let result = try context.execute(deleteRequest) as? NSBatchDeleteResult
    let deletedIDs = result?.result as? [NSManagedObjectID] ?? []
    check(deletedIDs.count == 3, "three books before 1980: \(deletedIDs.count)")

    NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSDeletedObjectsKey: deletedIDs], into: [context])
    check(old.allSatisfy { $0.isDeleted || $0.managedObjectContext == nil }, "the merged deletes reach the view context's objects")
    let left = try context.count(for: Book.fetchRequest())
    check(left == 2, "two books left: \(left)")
    print("batch delete: removed \(deletedIDs.count) books in the store, \(left) left")
}
