import CairnCoreData

/// A relationship with delete rules: deleting an author cascades to the books; a deny rule
/// refuses a delete with Core Data's error code.
func runRelationships() throws {
    let container = try makeContainer(name: "Library", model: makeLibraryModel(), url: temporaryStoreURL("Relationships"))
    let context = container.viewContext
    try seedBooks(context)

    let request: NSFetchRequest<Author> = Author.fetchRequest()
    request.predicate = NSPredicate(format: "name == %@", "Butler")
    guard let butler = try context.fetch(request).first else { return check(false, "Butler is there") }
    check(butler.books.count == 2, "Butler has two books")
    context.delete(butler)
    try context.save()
    let left = try context.count(for: Book.fetchRequest())
    check(left == 3, "the cascade deleted Butler's books: \(left) left")

    // A missing required value fails the save with Core Data's code and key.
    let untitled = Book(context: context)
    untitled.year = 2000
    do {
        try context.save()
        check(false, "saving a book without a title must fail")
    } catch {
        // As Xcode's Core Data template reads errors. (`catch let error as NSError` does not
        // match on Linux: the runtime cannot cast a Swift error to NSError conditionally.)
        let error = error as NSError
        check(error.domain == NSCocoaErrorDomain, "the domain is Cocoa's: \(error.domain)")
        check(error.code == NSValidationMissingMandatoryPropertyError, "code \(error.code)")
        check(error.userInfo[NSValidationKeyErrorKey] as? String == "title", "the key names the property: \(error.userInfo)")
    }
    context.rollback()
    check(!context.hasChanges, "rollback discards the untitled book")
    print("relationships: cascade left \(left) books; a missing title fails with \(NSValidationMissingMandatoryPropertyError)")
}
