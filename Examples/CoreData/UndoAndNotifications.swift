import CairnCoreData
import Synchronization

/// Undo with the context's undo manager, and the did-save notification's objects.
func runUndoAndNotifications() throws {
    let container = try makeContainer(name: "Library", model: makeLibraryModel(), url: temporaryStoreURL("Undo"))
    let context = container.viewContext
    context.undoManager = UndoManager()

    let saved = Mutex<[String]>([])
    let observer = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextDidSave, object: context, queue: nil) { note in
        let inserted = note.userInfo?[NSInsertedObjectsKey] as? Set<NSManagedObject> ?? []
        let titles = inserted.compactMap { ($0 as? Book)?.title }
        saved.withLock { $0 += titles }
    }
    defer { NotificationCenter.default.removeObserver(observer) }

    let author = Author(context: context)
    author.name = "Tolkien"
    let book = Book(context: context)
    book.title = "The Hobbit"
    book.author = author
    context.processPendingChanges()
    book.title = "There and Back Again"
    context.undoManager?.undo()
    check(book.title == "The Hobbit", "undo restores the title: \(book.title)")
    try context.save()
    let savedTitles = saved.withLock { $0 }
    check(savedTitles == ["The Hobbit"], "the did-save notification lists the inserted book: \(savedTitles)")

    let history = NSPersistentHistoryChangeRequest.fetchHistory(after: nil as NSPersistentHistoryToken?)
    let result = try context.execute(history) as? NSPersistentHistoryResult
    let transactions = result?.result as? [NSPersistentHistoryTransaction] ?? []
    let inserts = transactions.flatMap { $0.changes ?? [] }.filter { $0.changeType == .insert }.count
    check(inserts == 2, "history records the two inserts: \(inserts)")
    print("undo and notifications: undo kept \"\(book.title)\"; saved \(savedTitles); history has \(inserts) inserts")
}
