import CairnTestSupport
import Foundation

@testable import Cairn

/// Expenses with a category, an amount, a quantity, a date and a payer, for dictionary-fetch tests.
struct ExpenseFixture {
    struct Expense {
        var category: String?
        var amount: Double?
        var quantity: Int
        var day: Int
        var payer: String?
    }

    static let model = ManagedObjectModel {
        EntityDescription(name: "Expense") {
            AttributeDescription(name: "category", type: .string)
            AttributeDescription(name: "amount", type: .double)
            AttributeDescription(name: "quantity", type: .integer32, isOptional: false)
            AttributeDescription(name: "spentAt", type: .date)
            RelationshipDescription(name: "payer", destination: "Person", inverse: "expenses")
        }
        EntityDescription(name: "Person") {
            AttributeDescription(name: "name", type: .string)
            RelationshipDescription(name: "expenses", destination: "Expense", inverse: "payer", toMany: true)
        }
    }

    static let expenses: [Expense] = [
        Expense(category: "food", amount: 12.5, quantity: 2, day: 1, payer: "ann"),
        Expense(category: "food", amount: 7.25, quantity: 1, day: 2, payer: "bob"),
        Expense(category: "rent", amount: 800, quantity: 1, day: 1, payer: "ann"),
        Expense(category: "travel", amount: 120, quantity: 3, day: 5, payer: nil),
        Expense(category: "food", amount: nil, quantity: 4, day: 5, payer: "bob"),
        Expense(category: nil, amount: 3, quantity: 1, day: 2, payer: "ann"),
    ]

    static func date(_ day: Int) -> Date { Date(timeIntervalSinceReferenceDate: Double(day) * 86_400) }

    let container: PersistentContainer
    let context: ManagedObjectContext
    /// Each expense's payer's object ID, by expense position.
    let payerIDs: [ManagedObjectID?]

    init(_ kind: TestStoreKind, directory: TemporaryDirectory) throws {
        container = try kind.makeContainer(model: Self.model, directory: directory)
        let context = container.newBackgroundContext()
        self.context = context
        payerIDs = try context.performAndWait {
            let entities = Self.model.entitiesByName
            var people: [String: ManagedObject] = [:]
            let payers = Self.expenses.map { expense -> ManagedObject? in
                let object = ManagedObject(entity: entities["Expense"]!, insertInto: context)
                object.setPrimitivePropertyValue(expense.category.map(PropertyValue.string) ?? .null, forKey: "category")
                object.setPrimitivePropertyValue(expense.amount.map(PropertyValue.double) ?? .null, forKey: "amount")
                object.setPrimitivePropertyValue(.integer(Int64(expense.quantity)), forKey: "quantity")
                object.setPrimitivePropertyValue(.date(Self.date(expense.day)), forKey: "spentAt")
                guard let name = expense.payer else { return nil }
                let person =
                    people[name]
                    ?? {
                        let person = ManagedObject(entity: entities["Person"]!, insertInto: context)
                        person.setPrimitivePropertyValue(.string(name), forKey: "name")
                        people[name] = person
                        return person
                    }()
                person.add(object, toRelationship: "expenses")
                return person
            }
            try context.save()
            return payers.map { $0?.objectID }
        }
    }

    /// Runs a dictionary fetch of expenses configured by `configure`.
    func fetch(_ configure: (FetchRequest<[String: Any]>) -> Void) throws -> [[String: Any]] {
        try context.performAndWait {
            let request = FetchRequest<[String: Any]>(entityName: "Expense")
            request.resultType = .dictionary
            configure(request)
            return try context.fetch(request)
        }
    }
}
