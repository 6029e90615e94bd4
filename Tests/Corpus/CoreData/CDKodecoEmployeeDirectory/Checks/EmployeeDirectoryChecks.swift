import Testing
import CairnCoreData
@testable import CDKodecoEmployeeDirectory

// Core Data by Tutorials' EmployeeDirectory (chapter 8, performance): employees with a cascading
// to-one picture in external binary storage and cascading to-many sales, and the chapter's
// fast "head count per department" fetch (dictionary results grouped by department).

@MainActor
enum DirectoryFixture {
    static let model: NSManagedObjectModel? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Code/EmployeeDirectory.xcdatamodeld")
        return try? NSManagedObjectModel(contentsOf: url)
    }()

    static func storeURL() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("CDKodecoEmployeeDirectory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("EmployeeDirectory.sqlite")
    }

    static func context(at url: URL) throws -> NSManagedObjectContext {
        let container = NSPersistentContainer(name: "EmployeeDirectory", managedObjectModel: try #require(model))
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return container.viewContext
    }

    @discardableResult
    static func employee(_ name: String, department: String, in context: NSManagedObjectContext) -> Employee {
        let employee = Employee(context: context)
        employee.name = name
        employee.department = department
        employee.active = NSNumber(value: true)
        employee.vacationDays = NSNumber(value: 10)
        employee.startDate = Date(timeIntervalSinceReferenceDate: 0)
        return employee
    }
}

@MainActor
@Suite struct EmployeeDirectoryChecks {
    @Test func headCountPerDepartmentGroupsInTheStore() throws {
        let context = try DirectoryFixture.context(at: DirectoryFixture.storeURL())
        for (name, department) in [("a", "Sales"), ("b", "Sales"), ("c", "Engineering"), ("d", "Sales"), ("e", "Legal")] {
            DirectoryFixture.employee(name, department: department, in: context)
        }
        try context.save()

        // totalEmployeesPerDepartmentFast()
        let expressionDescription = NSExpressionDescription()
        expressionDescription.name = "headCount"
        expressionDescription.expression = NSExpression(forFunction: "count:", arguments: [NSExpression(forKeyPath: "department")])
        expressionDescription.expressionResultType = .integer64AttributeType
        let fetchRequest: NSFetchRequest<NSDictionary> = NSFetchRequest(entityName: "Employee")
        fetchRequest.propertiesToFetch = ["department", expressionDescription]
        fetchRequest.propertiesToGroupBy = ["department"]
        fetchRequest.resultType = .dictionaryResultType
        let results = try context.fetch(fetchRequest)
        var headCounts: [String: Int] = [:]
        for result in results {
            if let department = result["department"] as? String, let count = result["headCount"] as? Int {
                headCounts[department] = count
            }
        }
        #expect(headCounts == ["Sales": 3, "Engineering": 1, "Legal": 1])

        // totalEmployeesPerDepartment(): the slow way gives the same numbers.
        let employees = try context.fetch(Employee.fetchRequest() as NSFetchRequest<Employee>)
        var slow: [String: Int] = [:]
        for department in employees.compactMap({ $0.department }) { slow[department, default: 0] += 1 }
        #expect(slow == headCounts)
    }

    @Test func salesAreAddedWithTheGeneratedAccessorsAndCounted() throws {
        let context = try DirectoryFixture.context(at: DirectoryFixture.storeURL())
        let employee = DirectoryFixture.employee("Ann", department: "Sales", in: context)
        for amount in [10, 20, 30] {
            let sale = Sale(context: context)
            sale.amount = NSNumber(value: amount)
            sale.date = Date()
            employee.addToSales(sale)
            #expect(sale.employee === employee)
        }
        try context.save()
        #expect(employee.sales?.count == 3)

        // The chapter's salesCountForEmployee: a count fetch with a predicate on the to-one.
        let request: NSFetchRequest<Sale> = Sale.fetchRequest()
        request.predicate = NSPredicate(format: "%K = %@", "employee", employee)
        #expect(try context.count(for: request) == 3)
        let total = (employee.sales as? Set<Sale>)?.compactMap { $0.amount?.intValue }.reduce(0, +)
        #expect(total == 60)
    }

    @Test func theFullPictureIsStoredApartFromTheThumbnail() throws {
        let url = try DirectoryFixture.storeURL()
        let context = try DirectoryFixture.context(at: url)
        let employee = DirectoryFixture.employee("Bo", department: "Legal", in: context)
        let bytes = Data((0..<300_000).map { UInt8($0 % 251) })
        let picture = EmployeePicture(context: context)
        picture.picture = bytes
        employee.picture = picture
        employee.pictureThumbnail = Data([1, 2, 3])
        try context.save()

        let reopened = try DirectoryFixture.context(at: url)
        let stored = try #require(try reopened.fetch(Employee.fetchRequest() as NSFetchRequest<Employee>).first)
        #expect(stored.pictureThumbnail == Data([1, 2, 3]))
        #expect(stored.picture?.picture == bytes)
        #expect(stored.picture?.employee === stored)
    }

    @Test func deletingAnEmployeeCascadesToPictureAndSales() throws {
        let context = try DirectoryFixture.context(at: DirectoryFixture.storeURL())
        let employee = DirectoryFixture.employee("Cy", department: "Sales", in: context)
        let picture = EmployeePicture(context: context)
        employee.picture = picture
        let sale = Sale(context: context)
        employee.addToSales(sale)
        try context.save()

        context.delete(employee)
        try context.save()
        #expect(try context.count(for: EmployeePicture.fetchRequest() as NSFetchRequest<EmployeePicture>) == 0)
        #expect(try context.count(for: Sale.fetchRequest() as NSFetchRequest<Sale>) == 0)
        #expect(picture.managedObjectContext == nil)
    }

    @Test func removingASaleNullifiesItsEmployee() throws {
        let context = try DirectoryFixture.context(at: DirectoryFixture.storeURL())
        let employee = DirectoryFixture.employee("Di", department: "Sales", in: context)
        let kept = Sale(context: context)
        let removed = Sale(context: context)
        employee.addToSales(NSSet(array: [kept, removed]))
        employee.removeFromSales(removed)
        #expect(removed.employee == nil)
        #expect(employee.sales?.count == 1)
        try context.save()
        #expect(try context.count(for: Sale.fetchRequest() as NSFetchRequest<Sale>) == 2)
    }

    @Test func fetchedEmployeesAreEmployees() throws {
        let url = try DirectoryFixture.storeURL()
        let context = try DirectoryFixture.context(at: url)
        DirectoryFixture.employee("Ed", department: "Engineering", in: context)
        try context.save()
        let reopened = try DirectoryFixture.context(at: url)
        let request = NSFetchRequest<NSManagedObject>(entityName: "Employee")
        let object = try #require(try reopened.fetch(request).first)
        #expect(object is Employee)
        #expect(object.entity.managedObjectClassName == "EmployeeDirectory.Employee")
        #expect(object.value(forKey: "vacationDays") as? Int == 10)
        #expect((object.value(forKey: "active") as? NSNumber)?.boolValue == true)
    }
}
