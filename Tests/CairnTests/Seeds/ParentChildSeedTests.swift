import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Seed 000's parent-child pattern: a private writing context on the coordinator, and two
/// main-queue reading contexts whose parent it is. What the writer holds, saved or not, is what
/// its children read; a child's save goes into the writer.
@Suite @MainActor struct ParentChildSeedTests {
    @Test(arguments: TestStoreKind.allCases)
    func childrenReadWhatTheirWritingParentHolds(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(name: "MyDataModel", model: SeedModels.employees(), directory: directory)
        let persistentStoreCoordinator = container.persistentStoreCoordinator

        let parentContext = ManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        parentContext.persistentStoreCoordinator = persistentStoreCoordinator
        let readContext1 = ManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        readContext1.parent = parentContext
        let readContext2 = ManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        readContext2.parent = parentContext

        try parentContext.performAndWait {
            let employee = Employee(context: parentContext)
            employee.name = "John Doe"
            try parentContext.save()
            Employee(context: parentContext).name = "Jane Roe (not saved yet)"
        }
        let names1 = try readContext1.fetch(Employee.fetchRequest()).map(\.name).sorted()
        #expect(names1 == ["Jane Roe (not saved yet)", "John Doe"])

        let john = try #require(try readContext2.fetch(Employee.fetchRequest()).first { $0.name == "John Doe" })
        john.title = "Software Engineer"
        try readContext2.save()
        let title = parentContext.performAndWait { (parentContext.updatedObjects.first as? Employee)?.title }
        #expect(title == "Software Engineer")
        #expect(readContext1.registeredObjects.allSatisfy { ($0 as? Employee)?.title == nil }, "a sibling sees it after refetching or merging, not before")
    }
}
