import ArgumentParser
import Cairn
import Foundation

/// `child-writer`: saves batch after batch into the store, acknowledging each, until killed.
struct ChildWriter: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "child-writer", shouldDisplay: false)
    @Option var store: String
    @Option var acks: String
    @Option var first: Int64

    func run() throws {
        let store = try TortureStore(URL(fileURLWithPath: store))
        let acknowledgements = Acknowledgements(url: URL(fileURLWithPath: acks))
        var batch = first
        while true {
            try store.save(batch: batch)
            try acknowledgements.append(batch)
            batch += 1
        }
    }
}

/// `child-creator`: opens (creating) the store, saves one batch, acknowledges it and exits.
struct ChildCreator: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "child-creator", shouldDisplay: false)
    @Option var store: String
    @Option var acks: String

    func run() throws {
        let store = try TortureStore(URL(fileURLWithPath: store))
        try store.save(batch: 0)
        try Acknowledgements(url: URL(fileURLWithPath: acks)).append(0)
    }
}

/// `child-migrator`: opens the store with the next model version, which migrates it, and exits.
struct ChildMigrator: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "child-migrator", shouldDisplay: false)
    @Option var store: String

    func run() throws {
        try TortureStore(URL(fileURLWithPath: store), model: TortureStore.migratedModel, options: TortureStore.migrating).close()
    }
}

/// `child-saver`: waits for the `go` file, opens (or creates) the store with the others at the
/// same moment, and makes `saves` saves; exits 1 at the first failure.
struct ChildSaver: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "child-saver", shouldDisplay: false)
    @Option var store: String
    @Option var go: String
    @Option var first: Int64
    @Option var saves: Int

    func run() throws {
        while !FileManager.default.fileExists(atPath: go) { usleep(500) }
        let store = try TortureStore(URL(fileURLWithPath: store), author: "saver-\(first)")
        for batch in first..<first + Int64(saves) { try store.save(batch: batch) }
        store.close()
    }
}

/// `child-newer-reader`: reads every shape of the newer-model-data store through the typed
/// properties and prints how many objects it read and how many values it was told did not
/// decode; exits 1 when a value that did not decode read as anything but its default.
struct ChildNewerReader: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "child-newer-reader", shouldDisplay: false)
    @Option var store: String

    func run() throws {
        let coordinator = try NewerModelStore.open(URL(fileURLWithPath: store))
        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = coordinator
        let (objects, reported) = try context.performAndWait {
            var reported = 0
            let shapes = try context.fetch(FetchRequest<TortureShape>(entityName: "TortureShape"))
            for shape in shapes {
                context.lastDecodingError = nil
                let spec = shape.spec
                if context.lastDecodingError != nil {
                    reported += 1
                    guard spec == ShapeSpec.fallback else { throw ValidationError("\(shape.name).spec read as \(spec), not the default") }
                }
                context.lastDecodingError = nil
                let note = shape.note
                if context.lastDecodingError != nil {
                    reported += 1
                    guard note == nil else { throw ValidationError("\(shape.name).note read as \(String(describing: note)), not nil") }
                }
            }
            return (shapes.count, reported)
        }
        print("\(objects) \(reported)")
    }
}
