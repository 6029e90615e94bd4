import CairnCoreData

/// A delegate written as for Core Data: it records what the controller reports.
final class ChangeLog: NSFetchedResultsControllerDelegate {
    var lines: [String] = []

    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        lines.append("will")
    }

    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
        let title = (anObject as? Book)?.title ?? "?"
        switch type {
        case .insert: lines.append("insert \(title) at \(newIndexPath!.section).\(newIndexPath!.row)")
        case .delete: lines.append("delete \(title) from \(indexPath!.section).\(indexPath!.row)")
        case .move: lines.append("move \(title)")
        case .update: lines.append("update \(title)")
        @unknown default: lines.append("unknown")
        }
    }

    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType
    ) {
        lines.append("section \(sectionInfo.name) \(type == .insert ? "inserted" : "deleted")")
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        lines.append("did (\(controller.fetchedObjects?.count ?? 0) objects)")
    }
}

/// A fetched results controller, sectioned by author, reporting changes to its delegate.
func runFetchedResults() throws {
    let container = try makeContainer(name: "Library", model: makeLibraryModel(), url: temporaryStoreURL("FRC"))
    let context = container.viewContext
    try seedBooks(context)

    let request: NSFetchRequest<Book> = Book.fetchRequest()
    request.sortDescriptors = [NSSortDescriptor(key: "author.name", ascending: true), NSSortDescriptor(key: "year", ascending: true)]
    let controller = NSFetchedResultsController(
        fetchRequest: request, managedObjectContext: context,
        sectionNameKeyPath: "author.name", cacheName: nil)
    let log = ChangeLog()
    controller.delegate = log
    try controller.performFetch()
    check(controller.sections?.map(\.name) == ["Butler", "Jemisin", "Le Guin"], "sections: \(controller.sections?.map(\.name) ?? [])")
    check(controller.object(at: IndexPath(row: 1, section: 0)).title == "Parable of the Sower", "row 1 of Butler")

    let author = Author(context: context)
    author.name = "Adams"
    let book = Book(context: context)
    book.title = "The Hitchhiker's Guide"
    book.year = 1979
    book.author = author
    try context.save()
    check(log.lines == ["will", "section Adams inserted", "insert The Hitchhiker's Guide at 0.0", "did (6 objects)"], "\(log.lines)")
    print("fetched results: \(log.lines.joined(separator: "; "))")
}
