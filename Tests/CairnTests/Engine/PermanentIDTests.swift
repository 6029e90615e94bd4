import Cairn
import CairnTestSupport
import Foundation
import Testing

/// `obtainPermanentIDs(for:)` before a save: the IDs it gives are the ones the objects keep.
@Suite struct PermanentIDTests {
    @Test(arguments: [TestStoreKind.sqliteFile, TestStoreKind.inMemory])
    func idsObtainedBeforeSavingSurviveTheSave(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.employees(), directory: directory)
        let context = container.newBackgroundContext()
        let obtained = try context.performAndWait {
            let employees = (0..<20).map { index in
                let employee = Employee(context: context)
                employee.name = "Employee \(index)"
                return employee
            }
            try context.obtainPermanentIDs(for: employees)
            let obtained = employees.map(\.objectID)
            #expect(obtained.allSatisfy { !$0.isTemporaryID })
            #expect(obtained.map(\.primaryKey) == Array(1...20).map(Int64.init), "in the order given")
            let late = Employee(context: context)
            late.name = "Late"
            try context.save()
            #expect(employees.map(\.objectID) == obtained, "the save keeps them")
            #expect(late.objectID.primaryKey == 21, "objects without one get the next key")
            return obtained
        }
        let reader = container.newBackgroundContext()
        try reader.performAndWait {
            #expect(try reader.count(for: Employee.fetchRequest()) == 21)
            let first = try #require(try reader.existingObject(with: obtained[0]) as? Employee)
            #expect(first.name == "Employee 0")
        }
    }
}

/// New rows get primary keys in the order their objects were created.
@Suite struct InsertionOrderTests {
    @Test(arguments: TestStoreKind.allCases)
    func primaryKeysFollowCreationOrder(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.articles(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let articles = (0..<200).map { index -> Article in
                let article = Article(context: context)
                article.title = "\(index)"
                return article
            }
            try context.save()
            let keys = articles.map(\.objectID.primaryKey)
            #expect(keys == keys.sorted())
        }
    }
}
