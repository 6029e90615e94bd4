import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Seed 000: the Employee sample on the container's viewContext (main thread), and re-fetching an
/// object in a background context by its object ID.
@Suite @MainActor struct EmployeeSeedTests {
    @Test(arguments: TestStoreKind.allCases)
    func createFetchUpdateDelete(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(name: "MyDataModel", model: SeedModels.employees(), directory: directory)
        let context = container.viewContext

        let newEmployee = Employee(context: context)
        newEmployee.name = "John Doe"
        newEmployee.title = "Software Engineer"
        newEmployee.startDate = Date(timeIntervalSinceReferenceDate: 1000)
        #expect(newEmployee.objectID.isTemporaryID)
        try context.save()
        #expect(!newEmployee.objectID.isTemporaryID)
        #expect(!context.hasChanges)

        let request = Employee.fetchRequest()
        let fetched = try context.fetch(request)
        #expect(fetched.count == 1)
        #expect(fetched.first === newEmployee, "one object per ID per context")

        newEmployee.title = "Staff Engineer"
        #expect(newEmployee.isUpdated)
        #expect(newEmployee.changedValues()["title"] as? String == "Staff Engineer")
        #expect(newEmployee.committedValues(forKeys: ["title"])["title"] as? String == "Software Engineer")
        try context.save()

        let other = container.newBackgroundContext()
        let id = newEmployee.objectID
        let seen = try other.performAndWait { () throws -> String? in
            let copy = try other.existingObject(with: id) as? Employee
            return copy?.title
        }
        #expect(seen == "Staff Engineer")

        context.delete(newEmployee)
        try context.save()
        #expect(try context.count(for: Employee.fetchRequest()) == 0)
        _ = other.performAndWait {
            #expect(throws: CairnError.self) { try other.existingObject(with: id) }
        }
    }

    @Test func refetchByPredicateThenObjectIDInABackgroundContext() async throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: SeedModels.articles(), directory: directory)
        let mainContext = container.viewContext
        let someID = UUID()
        let seeded = Article(context: mainContext)
        seeded.id = someID
        seeded.title = "found by id"
        try mainContext.save()

        var object: Article?
        let fetchRequest: FetchRequest<Article> = Article.fetchRequest()
        fetchRequest.predicate = FetchPredicate(format: "id == %@", someID)
        object = try mainContext.fetch(fetchRequest).first
        let objectID = try #require(object?.objectID)

        let backgroundContext = ManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        backgroundContext.persistentStoreCoordinator = container.persistentStoreCoordinator
        let title = await backgroundContext.perform {
            (backgroundContext.object(with: objectID) as? Article)?.title
        }
        #expect(title == "found by id")
    }

    @Test func backgroundContextSeesObjectByID() async throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: SeedModels.employees(), directory: directory)
        let employee = Employee(context: container.viewContext)
        employee.name = "Ada"
        try container.viewContext.save()
        let objectID = employee.objectID

        let backgroundContext = container.newBackgroundContext()
        let name = await backgroundContext.perform {
            (backgroundContext.object(with: objectID) as? Employee)?.name
        }
        #expect(name == "Ada")
    }
}
