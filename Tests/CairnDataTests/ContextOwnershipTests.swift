import CairnData
import Foundation
import Testing

/// An actor that turns on autosave for its context and inserts without saving.
@ModelActor
actor AutosavingImporter {
    func enableAutosave() -> Bool {
        modelContext.autosaveEnabled = true
        return modelContext.autosaveEnabled
    }

    func insert(_ name: String) {
        modelContext.insert(Person(email: "\(name)@example.com", name: name, age: 1))
    }

    func hasChanges() -> Bool { modelContext.hasChanges }
}

/// A context is used only where its owner runs: the autosave of a model actor's context runs
/// between the actor's jobs, a context used on another thread cannot autosave, and a model
/// executor owns its context.
@Suite struct ContextOwnershipTests {
    @Test func aModelActorsContextAutosavesBetweenItsJobs() async throws {
        let container = try Fixture.memory(Person.self)
        let importer = AutosavingImporter(modelContainer: container)
        #expect(await importer.enableAutosave())
        await importer.insert("a")
        for _ in 0..<200 where await importer.hasChanges() { try await Task.sleep(for: .milliseconds(20)) }
        #expect(await !importer.hasChanges())
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Person>()) == 1)
    }

    @Test func aContextUsedOffTheMainThreadRefusesAutosave() async throws {
        let container = try Fixture.memory(Person.self)
        // A detached task is not on the main thread: a main-queue autosave would race it.
        let enabled = await Task.detached {
            let context = ModelContext(container)
            context.autosaveEnabled = true
            return context.autosaveEnabled
        }.value
        #expect(!enabled)
    }

    @Test func aModelExecutorOwnsItsContext() async {
        await #expect(processExitsWith: .failure) {
            let container = try Fixture.memory(Person.self)
            let executor = DefaultSerialModelExecutor(modelContext: ModelContext(container))
            // Outside the actor: before, this ran beside the merges on the context's queue.
            _ = try executor.modelContext.fetchCount(FetchDescriptor<Person>())
        }
    }
}
