import CairnCoreData

/// A model change: a store written with version 1 opens with version 2 (a new optional
/// attribute) once automatic migration is on, and refuses to open, untouched, without it.
func runMigration() throws {
    let url = temporaryStoreURL("Migration")
    do {
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: makeLibraryModel())
        try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url, options: nil)
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = coordinator
        try seedBooks(context)
    }

    let version2 = makeLibraryModel(withPublisher: true)
    let strict = NSPersistentStoreCoordinator(managedObjectModel: version2)
    do {
        try strict.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url, options: nil)
        check(false, "a store of another model must not open without migration")
    } catch {
        let error = error as NSError
        check(error.code == NSPersistentStoreIncompatibleVersionHashError, "code \(error.code)")
    }

    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: version2)
    let options: [AnyHashable: Any] = [
        NSMigratePersistentStoresAutomaticallyOption: true,
        NSInferMappingModelAutomaticallyOption: true,
    ]
    try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url, options: options)
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator
    let books = try context.performAndWait {
        let request = NSFetchRequest<NSManagedObject>(entityName: "Book")
        request.predicate = NSPredicate(format: "publisher == nil")
        return try context.fetch(request).count
    }
    check(books == 5, "every book survived the migration, with no publisher yet: \(books)")
    print("migration: version 1 refused without migration (\(NSPersistentStoreIncompatibleVersionHashError)), migrated with it: \(books) books")
}
