import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Touching a context or its objects off the context's queue stops a debug build with a message,
/// instead of corrupting anything (exit tests run the body in a child process).
@Suite struct ThreadConfinementTests {
    #if DEBUG
        private func expectMessage(_ result: ExitTest.Result?) {
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("outside its context's queue"), "the trap explains itself: \(text.suffix(400))")
            #expect(text.contains("perform"))
        }

        @Test func touchingAPrivateContextOutsidePerformTraps() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let coordinator = PersistentStoreCoordinator(managedObjectModel: SeedModels.employees())
                _ = try? coordinator.addPersistentStore(type: .inMemory, at: nil)
                let context = ManagedObjectContext(concurrencyType: .privateQueue)
                context.persistentStoreCoordinator = coordinator
                _ = Employee(context: context)
            }
            expectMessage(result)
        }

        @Test func touchingAnObjectFromAnotherThreadTraps() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let coordinator = PersistentStoreCoordinator(managedObjectModel: SeedModels.employees())
                _ = try? coordinator.addPersistentStore(type: .inMemory, at: nil)
                let context = ManagedObjectContext(concurrencyType: .privateQueue)
                context.persistentStoreCoordinator = coordinator
                nonisolated(unsafe) var escaped: Employee?
                context.performAndWait {
                    escaped = Employee(context: context)
                    escaped?.name = "inside"
                }
                _ = escaped?.name
            }
            expectMessage(result)
        }
    #endif

    @Test func performAndWaitIsReentrantAndSerial() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.inMemory.makeContainer(model: SeedModels.employees(), directory: directory)
        let context = container.newBackgroundContext()
        let names = try context.performAndWait { () throws -> [String] in
            let employee = Employee(context: context)
            employee.name = "outer"
            try context.performAndWait {
                employee.name = "inner"
                try context.save()
            }
            return try context.fetch(Employee.fetchRequest()).map(\.name)
        }
        #expect(names == ["inner"])
    }
}
