import Testing
import CairnData
@testable import SDDataRepositoryKit

// Checks for cs4alhaider/SwiftDataKit's DataRepositoryStore<T>: create, fetch with sort / predicate /
// paging / propertiesToFetch / prefetching, fetch(id:), fetchCount, update, delete, deleteAll(where:).
// The example app's Todo imports SwiftUI (for a Color), so these checks declare the same model
// without the colour.

enum Priority: Int, Codable {
    case low = 0, medium = 1, high = 2
}

@Model final class Todo {
    var id: UUID = UUID()
    var title: String
    var isCompleted: Bool
    var priority: Priority
    var createdAt: Date
    var list: TodoList?

    init(title: String, isCompleted: Bool = false, priority: Priority = .medium, createdAt: Date = Date()) {
        self.title = title
        self.isCompleted = isCompleted
        self.priority = priority
        self.createdAt = createdAt
    }
}

@Model final class TodoList {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Todo.list) var todos: [Todo] = []
    init(name: String) { self.name = name }
}

private func storeURL() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SDDataRepositoryKit-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("todos.store")
}

private func makeContext(_ url: URL) throws -> ModelContext {
    ModelContext(try ModelContainer(for: Todo.self, TodoList.self, configurations: ModelConfiguration(url: url)))
}

private let t0 = Date(timeIntervalSince1970: 1_700_000_000)

private func seed(_ store: DataRepositoryStore<Todo>) throws {
    try store.create(Todo(title: "Write docs", priority: .low, createdAt: t0))
    try store.create(Todo(title: "Fix bug", isCompleted: true, priority: .high, createdAt: t0 + 60))
    try store.create(Todo(title: "Review PR", priority: .high, createdAt: t0 + 120))
    try store.create(Todo(title: "Plan sprint", priority: .medium, createdAt: t0 + 180))
}

@Test func createdTodosAreReadBackNewestFirstFromDisk() throws {
    let url = try storeURL()
    try seed(DataRepositoryStore<Todo>(modelContext: try makeContext(url)))
    let store = DataRepositoryStore<Todo>(modelContext: try makeContext(url))
    let todos = try store.fetch(sortedBy: [SortDescriptor(\.createdAt, order: .reverse)])
    #expect(todos.map(\.title) == ["Plan sprint", "Review PR", "Fix bug", "Write docs"])
}

@Test func predicateOnTheEnumAndTheFlag() throws {
    let store = DataRepositoryStore<Todo>(modelContext: try makeContext(try storeURL()))
    try seed(store)
    let high = Priority.high
    let openHigh = try store.fetch(sortedBy: [SortDescriptor(\.title)],
                                   predicate: #Predicate { $0.priority == high && !$0.isCompleted })
    #expect(openHigh.map(\.title) == ["Review PR"])
    #expect(try store.fetchCount(predicate: #Predicate { $0.isCompleted == true }) == 1)
    #expect(try store.fetchCount() == 4)
}

@Test func pagingReturnsTheRequestedSlice() throws {
    let store = DataRepositoryStore<Todo>(modelContext: try makeContext(try storeURL()))
    try seed(store)
    let page = try store.fetch(sortedBy: [SortDescriptor(\.createdAt)], fetchOptions: .paging(offset: 1, limit: 2))
    #expect(page.map(\.title) == ["Fix bug", "Review PR"])
}

@Test func partialPropertiesAndPrefetchingStillReturnTheModels() throws {
    let context = try makeContext(try storeURL())
    let store = DataRepositoryStore<Todo>(modelContext: context)
    let list = TodoList(name: "Work")
    context.insert(list)
    list.todos = [Todo(title: "A"), Todo(title: "B")]
    try context.save()
    let todos = try store.fetch(sortedBy: [SortDescriptor(\.title)],
                                propertiesToFetch: .custom([\Todo.title]),
                                relationshipKeyPathsForPrefetching: [\Todo.list])
    #expect(todos.map(\.title) == ["A", "B"])
    #expect(todos.allSatisfy { $0.list?.name == "Work" })
}

@Test func fetchByIdentifierAndUpdate() throws {
    let url = try storeURL()
    let store = DataRepositoryStore<Todo>(modelContext: try makeContext(url))
    let todo = Todo(title: "Draft")
    try store.create(todo)
    let found = try #require(try store.fetch(id: todo.persistentModelID))
    #expect(found === todo)
    try store.update(found) { $0.title = "Final"; $0.isCompleted = true }
    let reread = DataRepositoryStore<Todo>(modelContext: try makeContext(url))
    #expect(try reread.fetch().map(\.title) == ["Final"])
    #expect(try reread.fetch().first?.isCompleted == true)
}

@Test func deleteAndDeleteAllWhere() throws {
    let url = try storeURL()
    let store = DataRepositoryStore<Todo>(modelContext: try makeContext(url))
    try seed(store)
    let docs = try #require(try store.fetch(predicate: #Predicate { $0.title == "Write docs" }).first)
    try store.delete(docs)
    try store.deleteAll(where: #Predicate { $0.isCompleted })
    let left = DataRepositoryStore<Todo>(modelContext: try makeContext(url))
    #expect(Set(try left.fetch().map(\.title)) == ["Review PR", "Plan sprint"])
    try left.deleteAll()
    #expect(try DataRepositoryStore<Todo>(modelContext: try makeContext(url)).fetchCount() == 0)
}

@Test func defaultStoreUsesTheConfiguredSharedContext() throws {
    // The only check touching the process-wide `SwiftDataKit.shared` (Code/LinuxShim.swift).
    try SwiftDataKit.configure(for: Todo.self, TodoList.self, config: ModelConfiguration(url: try storeURL()))
    let store = DataRepositoryStore<Todo>()
    try store.create(Todo(title: "Shared"))
    #expect(try store.fetchCount() == 1)
    #expect(SwiftDataKit.shared.modelContext.autosaveEnabled)
    #expect(try ModelContext(SwiftDataKit.shared.modelContainer).fetch(FetchDescriptor<Todo>()).map(\.title) == ["Shared"])
}
