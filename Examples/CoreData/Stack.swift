import CairnCoreData

/// The stack: a container with a store description, history tracking and a merge policy.
func makeContainer(name: String, model: NSManagedObjectModel, url: URL) throws -> NSPersistentContainer {
    let description = NSPersistentStoreDescription(url: url)
    description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
    description.setOption(true as NSNumber, forKey: NSPersistentStoreRemoteChangeNotificationPostOptionKey)
    let container = NSPersistentContainer(name: name, managedObjectModel: model)
    container.persistentStoreDescriptions = [description]

    var loadError: Swift.Error?
    container.loadPersistentStores { _, error in loadError = error }
    if let loadError { throw loadError }

    container.viewContext.automaticallyMergesChangesFromParent = true
    container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    return container
}

func runStack() throws {
    let container = try makeContainer(name: "Library", model: makeLibraryModel(), url: temporaryStoreURL("Stack"))
    let context = container.viewContext
    let author = Author(context: context)
    author.name = "Ursula K. Le Guin"
    let book = NSEntityDescription.insertNewObject(forEntityName: "Book", into: context) as! Book
    book.title = "The Dispossessed"
    book.year = 1974
    book.author = author
    try context.save()

    check(author.books.count == 1, "the inverse is set: \(author.books.count)")
    check(!book.objectID.isTemporaryID, "saving gives permanent IDs")
    let uri = book.objectID.uriRepresentation()
    let found = container.persistentStoreCoordinator.managedObjectID(forURIRepresentation: uri)
    check(found == book.objectID, "a URI finds the object again")
    print("stack: saved \(book.title) by \(author.name), \(uri.scheme ?? "")")
}
