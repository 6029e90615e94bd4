import Cairn
import Foundation

/// One store file opened the way a separate process would open it: its own coordinator (so its
/// own SQLite connections) and a private-queue context, on the employees model.
struct StoreFileFixture {
    let coordinator: PersistentStoreCoordinator
    let context: ManagedObjectContext

    init(_ url: URL, options: [String: String] = [:]) throws {
        coordinator = PersistentStoreCoordinator(managedObjectModel: SeedModels.employees())
        try coordinator.addPersistentStore(type: .sqlite, at: url, options: options)
        context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = coordinator
    }

    /// Inserts `count` employees named `prefix-n` and saves.
    func insert(_ count: Int, named prefix: String) throws {
        try context.performAndWait {
            for number in 0..<count {
                let employee = Employee(context: context)
                employee.name = "\(prefix)-\(number)"
            }
            try context.save()
        }
    }

    /// The names of every employee in the store.
    func names() throws -> [String] {
        try context.performAndWait {
            let request = FetchRequest<Employee>(entityName: "Employee")
            return try context.fetch(request).map(\.name)
        }
    }

    /// The store's UUID.
    var storeIdentifier: String? { coordinator.persistentStores.first?.identity.identifier }
}
