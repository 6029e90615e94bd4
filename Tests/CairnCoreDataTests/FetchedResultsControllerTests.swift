import CairnCoreData
import Testing

/// A delegate written for Core Data: every method takes `NSFetchedResultsController<NSFetchRequestResult>`.
final class RecordingDelegate: NSFetchedResultsControllerDelegate {
    var events: [String] = []
    var objectCounts: [Int] = []

    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { events.append("will") }

    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
        let title = (anObject as? Note)?.title ?? "?"
        switch type {
        case .insert: events.append("insert \(title) \(newIndexPath.map { "\($0.section).\($0.row)" } ?? "-")")
        case .delete: events.append("delete \(title) \(indexPath.map { "\($0.section).\($0.row)" } ?? "-")")
        case .update: events.append("update \(title)")
        case .move: events.append("move \(title)")
        }
    }

    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType
    ) {
        events.append("section \(sectionInfo.name) \(type)")
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        events.append("did")
        objectCounts.append(controller.fetchedObjects?.count ?? -1)
    }

    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String? {
        "#" + sectionName
    }
}

@Suite @MainActor struct FetchedResultsControllerTests {
    @Test func aCoreDataDelegateHearsEveryChange() throws {
        let container = try Stack.container()
        let context = container.viewContext
        for (title, priority) in [("a", 1), ("b", 2)] {
            let note = Note(context: context)
            note.title = title
            note.priority = Int16(priority)
        }
        try context.save()
        let request: NSFetchRequest<Note> = Note.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: true), NSSortDescriptor(key: "title", ascending: true)]
        let controller = NSFetchedResultsController(
            fetchRequest: request, managedObjectContext: context,
            sectionNameKeyPath: "priority", cacheName: nil)
        let delegate = RecordingDelegate()
        controller.delegate = delegate
        try controller.performFetch()
        #expect(controller.sections?.map(\.name) == ["1", "2"])
        #expect(controller.sectionIndexTitles == ["#1", "#2"], "the Core Data-spelled index title method is used")

        let c = Note(context: context)
        c.title = "c"
        c.priority = 3
        try context.save()
        #expect(delegate.events == ["will", "section 3 insert", "insert c 2.0", "did"])
        #expect(delegate.objectCounts == [3], "the controller the delegate gets has the current objects")

        delegate.events = []
        let first = controller.object(at: IndexPath(row: 0, section: 0))
        context.delete(first)
        try context.save()
        // Apple, controller(_:didChange:atSectionIndex:for:): "The fetched results controller reports
        // changes to its section before changes to the fetch result objects."
        #expect(delegate.events == ["will", "section 1 delete", "delete a 0.0", "did"])
    }
}
