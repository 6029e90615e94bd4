import Cairn
import Foundation

/// What `cairn demo` does, written as seed 004 (DogWalk) writes it: open the container's SQLite
/// store, find or create the dog "Fido", add a walk, save, and list every walk so far. Each run adds
/// one walk, so a second run shows the first run's data.
///
/// ```swift
/// try DogWalkDemo(storeURL: nil, reset: false).run { print($0) }
/// ```
struct DogWalkDemo {
    /// The container's name: the store is `CairnDemo.sqlite` in `$XDG_DATA_HOME/CairnDemo`
    /// (or `~/.local/share/CairnDemo`).
    static let containerName = "CairnDemo"
    /// The dog every run walks.
    static let dogName = "Fido"

    /// Another store file than the container's default, if set.
    var storeURL: URL?
    /// Whether to delete the store before opening it.
    var reset = false

    /// Runs the demo, reporting each step to `output`.
    ///
    /// - Throws: ``CairnError`` when the store cannot be opened (for example one created with
    ///   another model) or saved; file errors from `reset`.
    func run(now: Date = Date(), output: (String) -> Void) throws {
        let container = PersistentContainer(name: Self.containerName, managedObjectModel: DogWalkModel.make())
        if let storeURL { container.persistentStoreDescriptions = [PersistentStoreDescription(url: storeURL)] }
        let url =
            try container.persistentStoreDescriptions[0].url
            ?? PersistentContainer.defaultDirectoryURL(for: Self.containerName).appendingPathComponent("\(Self.containerName).sqlite")
        if reset, try StoreSession.removeFiles(at: url) { output("Deleted the demo store.") }
        try container.loadPersistentStores()
        output("Store: \(url.path)")

        let context = container.newBackgroundContext()
        try context.performAndWait {
            let dog = try findOrCreateFido(in: context, output: output)
            let walk = Walk(context: context)
            walk.date = now
            if let walks = dog.walks?.mutableCopy() as? NSMutableOrderedSet {
                walks.add(walk)
                dog.walks = walks
            }
            try context.save()
            output("Added a walk at \(ISODate.format(now)).")

            let walks = dog.walks?.array as? [Walk] ?? []
            output("\(Self.dogName) has \(walks.count) \(walks.count == 1 ? "walk" : "walks"):")
            for (number, walk) in walks.enumerated() {
                output("  \(number + 1). \(walk.date.map(ISODate.format) ?? "(no date)")")
            }
        }
    }

    private func findOrCreateFido(in context: ManagedObjectContext, output: (String) -> Void) throws -> Dog {
        let dogFetch = Dog.fetchRequest()
        dogFetch.predicate = .comparison(.keyPath("name"), .equalTo, .constant(.string(Self.dogName)))
        if let dog = try context.fetch(dogFetch).first {
            output("Found \(Self.dogName).")
            return dog
        }
        let dog = Dog(context: context)
        dog.name = Self.dogName
        output("Created \(Self.dogName).")
        return dog
    }
}
