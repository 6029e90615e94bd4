import Cairn
import CairnTestSupport
import Foundation
import Testing

/// A class whose custom validation refuses empty titles.
final class Ticket: ManagedObject {
    @Managed var title: String?
    @Managed var priority: Int16
    override func validateForInsert() throws {
        if title?.isEmpty ?? true {
            throw CairnError(.validation, "A ticket needs a title.", entity: "Ticket", objectID: objectID, property: "title")
        }
    }
}

/// Saves are all or nothing; every failure of one save comes back together.
@Suite struct ValidationTests {
    private static func model() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Employee", managedObjectClass: Employee.self) {
                AttributeDescription(name: "name", type: .string, isOptional: false)
                AttributeDescription(name: "title", type: .string)
                AttributeDescription(name: "startDate", type: .date)
            }
            EntityDescription(name: "Ticket", managedObjectClass: Ticket.self) {
                AttributeDescription(name: "title", type: .string)
                AttributeDescription(name: "priority", type: .integer16, isOptional: false, defaultValue: 1)
            }
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func failedSaveWritesNothingAndListsEveryProblem(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: Self.model(), directory: directory)
        let context = container.newBackgroundContext()
        context.performAndWait {
            let good = Employee(context: context)
            good.name = "Grace"
            _ = Employee(context: context)  // name missing
            let ticket = Ticket(context: context)  // title missing (custom validation)
            ticket.priority = 1
            let overflow = Ticket(context: context)
            overflow.title = "big"
            overflow.setPrimitivePropertyValue(.integer(70_000), forKey: "priority")
            let error = #expect(throws: CairnError.self) { try context.save() }
            #expect(error?.code == .validationMultipleErrors)
            let codes = Set(error?.underlyingErrors.map(\.code.rawValue) ?? [])
            #expect(codes == [1570, 1550, 1610])
            #expect(error?.underlyingErrors.contains { $0.propertyName == "name" && $0.entityName == "Employee" } == true)
            #expect(context.hasChanges, "the context keeps its changes")
            #expect(good.objectID.isTemporaryID)
        }
        let reader = container.newBackgroundContext()
        try reader.performAndWait { () throws in
            #expect(try reader.count(for: FetchRequest<ManagedObject>(entityName: "Employee")) == 0)
            #expect(try reader.count(for: FetchRequest<ManagedObject>(entityName: "Ticket")) == 0)
        }
    }

    @Test func singleErrorIsThrownAsItselfAndFixingItSaves() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.inMemory.makeContainer(model: Self.model(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let employee = Employee(context: context)
            let error = #expect(throws: CairnError.self) { try context.save() }
            #expect(error?.code == .validationMissingMandatoryProperty)
            #expect(error?.message.contains("Employee.name") == true)
            employee.name = "Fixed"
            try context.save()
            #expect(try context.count(for: Employee.fetchRequest()) == 1)
        }
    }

    @Test func wrongValueTypeIsAValidationError() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteMemory.makeContainer(model: Self.model(), directory: directory)
        let context = container.newBackgroundContext()
        context.performAndWait {
            let employee = Employee(context: context)
            employee.name = "Ok"
            employee.setPrimitivePropertyValue(.string("yesterday"), forKey: "startDate")
            let error = #expect(throws: CairnError.self) { try context.save() }
            #expect(error?.code == .validationInvalidType)
            #expect(error?.propertyName == "startDate")
        }
    }
}
