import CairnCoreData
import Testing

final class Book: NSManagedObject {
    @Managed var title: String
    @Managed var year: Int64
}

/// The README's Core Data quick start, as written there (with the store at `/dev/null` instead of
/// the user's data directory), so that the first code a newcomer copies compiles and works.
@Suite @MainActor struct ReadmeQuickStartTests {
    @Test func theCoreDataQuickStartFetchesWhatItSaved() throws {
        let model = NSManagedObjectModel {
            NSEntityDescription(name: "Book", managedObjectClass: Book.self) {
                NSAttributeDescription(name: "title", type: .string, isOptional: false)
                NSAttributeDescription(name: "year", type: .integer64, defaultValue: 0)
            }
        }
        let container = NSPersistentContainer(name: "Library", managedObjectModel: model)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))]
        var failure: Error?
        container.loadPersistentStores { _, error in failure = error }
        try #require(failure == nil)
        for (title, year) in [("Neuromancer", 1984), ("Anathem", 2008), ("Dune", 1965)] {
            let book = Book(context: container.viewContext)
            book.title = title
            book.year = Int64(year)
        }
        try container.viewContext.save()

        let request: NSFetchRequest<Book> = Book.fetchRequest()
        request.predicate = NSPredicate(format: "year < %d", 1990)
        request.sortDescriptors = [NSSortDescriptor(key: "year", ascending: false)]
        let books = try container.viewContext.fetch(request)
        #expect(books.map(\.title) == ["Neuromancer", "Dune"])
    }
}
