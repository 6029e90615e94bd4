import Testing
import CairnCoreData
@testable import JSQCoreDataKit
import ExampleModel

// What a user of JSQCoreDataKit expects: a model from a bundle, a stack with a main and a
// background context kept in sync, child contexts, saving helpers, reset, on a real SQLite file.

enum JSQFixture {
    /// The folder holding `ExampleModel.xcdatamodeld` (the source's resources), as a bundle.
    static func resourceBundle() throws -> Bundle {
        let code = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Code")
        let bundle = try #require(Bundle(path: code.path))
        // CoreDataModel.modelURL traps when the bundle has no `ExampleModel.momd`; fail instead.
        try #require(bundle.url(forResource: "ExampleModel", withExtension: "momd") != nil,
                     "JSQCoreDataKit looks the model up as ExampleModel.momd (Xcode's compiled model)")
        return bundle
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("CDJSQCoreDataKit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func sqliteModel(in directory: URL) throws -> CoreDataModel {
        CoreDataModel(name: "ExampleModel", bundle: try resourceBundle(), storeType: .sqlite(directory))
    }

    static func stack(_ model: CoreDataModel) throws -> CoreDataStack {
        var result: CoreDataStack.StackResult?
        CoreDataStackProvider(model: model).createStack(onQueue: nil) { result = $0 }
        return try #require(result).get()
    }
}

@MainActor
@Suite struct JSQCoreDataKitChecks {
    @Test func theModelNamesItsFilesAndLoadsTheCurrentVersion() throws {
        let directory = try JSQFixture.temporaryDirectory()
        let model = try JSQFixture.sqliteModel(in: directory)
        #expect(model.databaseFileName == "ExampleModel.sqlite")
        #expect(model.storeURL == directory.appendingPathComponent("ExampleModel.sqlite"))
        #expect(model.modelURL.lastPathComponent == "ExampleModel.momd")
        let entities = Set(model.managedObjectModel.entities.compactMap { $0.name })
        #expect(entities == ["Company", "Employee"])
        #expect(model.managedObjectModel.versionIdentifiers.contains("3"))
        #expect(StoreType.sqlite(directory).type == NSSQLiteStoreType)
        #expect(StoreType.inMemory.storeDirectory() == nil)
    }

    @Test func aStackSavesToTheSQLiteFileAndANewStackReadsItBack() throws {
        let directory = try JSQFixture.temporaryDirectory()
        let model = try JSQFixture.sqliteModel(in: directory)
        do {
            let stack = try JSQFixture.stack(model)
            #expect(stack.mainContext.concurrencyType == .mainQueueConcurrencyType)
            #expect(stack.backgroundContext.concurrencyType == .privateQueueConcurrencyType)
            #expect(stack.mainContext.name == "main")
            let company = Company(context: stack.mainContext, name: "Acme", dateFounded: Date(timeIntervalSince1970: 0), profits: NSDecimalNumber(string: "1234.56"))
            _ = Employee(context: stack.mainContext, name: "Wile", birthDate: Date(timeIntervalSince1970: 100), salary: 10, company: company)
            var saved = false
            stack.mainContext.saveSync { result in if case .success = result { saved = true } }
            #expect(saved)
        }
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("ExampleModel.sqlite").path))
        #expect(model.needsMigration == false)

        let reopened = try JSQFixture.stack(model)
        let companies = try reopened.mainContext.fetch(Company.fetchRequest)
        let acme = try #require(companies.first)
        #expect(companies.count == 1)
        #expect(acme.name == "Acme")
        #expect(acme.profits == NSDecimalNumber(string: "1234.56"))
        #expect(acme.dateFounded == Date(timeIntervalSince1970: 0))
        #expect(acme.employees.count == 1)
        let wile = try #require(acme.employees.anyObject() as? Employee)
        #expect(wile.company === acme)
    }

    @Test func theDefaultFetchRequestSortsByProfitsThenName() throws {
        let stack = try JSQFixture.stack(JSQFixture.sqliteModel(in: JSQFixture.temporaryDirectory()))
        let context = stack.mainContext
        for (name, profits) in [("b", 20), ("a", 20), ("c", 5), ("d", 100)] {
            _ = Company(context: context, name: name, dateFounded: Date(), profits: NSDecimalNumber(value: profits))
        }
        try context.save()
        let request = Company.fetchRequest
        #expect(request.entityName == "Company")
        #expect(try context.fetch(request).map(\.name) == ["c", "a", "b", "d"])
    }

    @Test func employeesOfACompanyAreFetchedWithTheRelationshipPredicate() throws {
        let stack = try JSQFixture.stack(JSQFixture.sqliteModel(in: JSQFixture.temporaryDirectory()))
        let context = stack.mainContext
        let first = Company.newCompany(context)
        let second = Company.newCompany(context)
        let employees = (0..<3).map { _ in Employee.newEmployee(context, company: first) }
        _ = Employee.newEmployee(context, company: second)
        _ = Employee.newEmployee(context)
        try context.save()

        let fetched = try context.fetch(Employee.fetchRequest(for: first))
        #expect(Set(fetched.map(\.objectID)) == Set(employees.map(\.objectID)))
        #expect(fetched.map(\.name) == fetched.map(\.name).sorted())
        #expect(first.employees.count == 3)
        #expect(try context.count(for: Employee.fetchRequest) == 5)
    }

    @Test func deletingACompanyCascadesToItsEmployees() throws {
        let stack = try JSQFixture.stack(JSQFixture.sqliteModel(in: JSQFixture.temporaryDirectory()))
        let context = stack.mainContext
        let company = Company.newCompany(context)
        let employee = Employee.newEmployee(context, company: company)
        let loner = Employee.newEmployee(context)
        try context.save()

        context.delete(company)
        try context.save()
        #expect(employee.isDeleted || employee.managedObjectContext == nil)
        #expect(try context.count(for: Employee.fetchRequest) == 1)
        #expect(try context.fetch(Employee.fetchRequest).first === loner)
    }

    @Test func aBackgroundSaveIsMergedIntoTheMainContext() async throws {
        let stack = try JSQFixture.stack(JSQFixture.sqliteModel(in: JSQFixture.temporaryDirectory()))
        let company = Company(context: stack.mainContext, name: "Before", dateFounded: Date(), profits: 1)
        try stack.mainContext.save()
        let id = company.objectID

        let background = stack.backgroundContext
        background.performAndWait {
            let inBackground = background.object(with: id) as! Company
            inBackground.name = "After"
        }
        background.saveSync()

        // CoreDataStack merges the background context's did-save notification on the main queue.
        for _ in 0..<200 where company.name != "After" {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(company.name == "After")
    }

    @Test func savingAChildContextPushesItsChangesToTheStore() async throws {
        let directory = try JSQFixture.temporaryDirectory()
        let model = try JSQFixture.sqliteModel(in: directory)
        let stack = try JSQFixture.stack(model)
        let child = stack.childContext()
        #expect(child.parent === stack.mainContext)
        #expect(child.name == "main.child")
        _ = Company(context: child, name: "Child Co", dateFounded: Date(), profits: 3)
        child.saveSync()

        // The child's save reaches the main context at once; the stack then saves the main context.
        #expect(try stack.mainContext.count(for: Company.fetchRequest) == 1)
        for _ in 0..<200 where stack.mainContext.hasChanges {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(stack.mainContext.hasChanges == false)
        let reopened = try JSQFixture.stack(model)
        #expect(try reopened.mainContext.fetch(Company.fetchRequest).map(\.name) == ["Child Co"])
    }

    @Test func resetEmptiesTheStore() async throws {
        let directory = try JSQFixture.temporaryDirectory()
        let stack = try JSQFixture.stack(JSQFixture.sqliteModel(in: directory))
        _ = Company.newCompany(stack.mainContext)
        try stack.mainContext.save()

        let succeeded = await withCheckedContinuation { continuation in
            stack.reset { result in
                if case .success = result { continuation.resume(returning: true) } else { continuation.resume(returning: false) }
            }
        }
        #expect(succeeded)
        #expect(stack.storeCoordinator.persistentStores.count == 1)
        #expect(try stack.mainContext.count(for: Company.fetchRequest) == 0)
    }

    @Test func removeExistingStoreDeletesTheFiles() throws {
        let directory = try JSQFixture.temporaryDirectory()
        let model = try JSQFixture.sqliteModel(in: directory)
        do {
            let stack = try JSQFixture.stack(model)
            _ = Company.newCompany(stack.mainContext)
            try stack.mainContext.save()
        }
        let path = try #require(model.storeURL).path
        #expect(FileManager.default.fileExists(atPath: path))
        try model.removeExistingStore()
        #expect(FileManager.default.fileExists(atPath: path) == false)
    }
}
