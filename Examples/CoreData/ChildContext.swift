import CairnCoreData

/// A child context edits on a private queue and pushes its changes to its parent on save; the
/// parent saves them to the store.
func runChildContext() throws {
    let container = try makeContainer(name: "Library", model: makeLibraryModel(), url: temporaryStoreURL("Child"))
    let viewContext = container.viewContext
    try seedBooks(viewContext)

    let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    child.parent = viewContext
    var childError: Error?
    child.performAndWait {
        do {
            let request = NSFetchRequest<Book>(entityName: "Book")
            request.predicate = NSPredicate(format: "title == %@", "Kindred")
            let kindred = try child.fetch(request).first!
            kindred.price = 10
            try child.save()
        } catch {
            childError = error
        }
    }
    if let childError { throw childError }

    check(viewContext.hasChanges, "the child's save is a change of the parent")
    let request = NSFetchRequest<Book>(entityName: "Book")
    request.predicate = NSPredicate(format: "price == 10")
    check(try viewContext.count(for: request) == 1, "the parent sees the child's change")
    try viewContext.save()

    let background = container.newBackgroundContext()
    let stored = try background.performAndWait { try background.count(for: request) }
    check(stored == 1, "the store has the change once the parent saved: \(stored)")
    print("child context: the edit reached the parent, then the store")
}
