import CairnTestSupport
import Foundation

@testable import Cairn

/// Seed 001's note-taking scenario: notes with a searchable title and body, generated from a
/// small vocabulary so searches have many matches.
struct NotesFixture {
    static func model(searchable: Bool = true) -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Note") {
                AttributeDescription(name: "key", type: .integer64, isOptional: false, isIndexed: true)
                AttributeDescription(name: "title", type: .string, isSearchable: searchable)
                AttributeDescription(name: "body", type: .string, isSearchable: searchable)
                AttributeDescription(name: "createdAt", type: .date)
                AttributeDescription(name: "deletedAt", type: .date)
            }
        }
    }

    static let vocabulary = [
        "swift", "actor", "task", "async", "await", "core", "data", "store", "query", "index",
        "sqlite", "linux", "server", "cache", "sync", "model", "fetch", "save", "merge", "queue",
        "concurrency", "isolation", "sendable", "café", "résumé", "Notes", "Draft", "todo",
    ]

    struct Note {
        var key: Int64
        var title: String
        var body: String
        var deleted: Bool
    }

    /// `count` notes from `seed`.
    static func notes(_ count: Int, seed: UInt64) -> [Note] {
        var random = SplitMix64(seed: seed)
        func words(_ n: Int) -> String { (0..<n).map { _ in random.pick(vocabulary) }.joined(separator: " ") }
        return (0..<count).map { key in
            Note(key: Int64(key), title: words(random.int(2...5)), body: words(random.int(20...60)) + ".", deleted: random.chance(0.1))
        }
    }

    let container: PersistentContainer
    let context: ManagedObjectContext

    init(_ kind: TestStoreKind, _ notes: [Note], directory: TemporaryDirectory, model: ManagedObjectModel = NotesFixture.model()) throws {
        container = try kind.makeContainer(name: "Notes", model: model, directory: directory)
        context = container.newBackgroundContext()
        let context = self.context
        try context.performAndWait {
            let entity = model.entitiesByName["Note"]!
            for note in notes {
                let object = ManagedObject(entity: entity, insertInto: context)
                object.setPrimitivePropertyValue(.integer(note.key), forKey: "key")
                object.setPrimitivePropertyValue(.string(note.title), forKey: "title")
                object.setPrimitivePropertyValue(.string(note.body), forKey: "body")
                object.setPrimitivePropertyValue(.date(Date(timeIntervalSinceReferenceDate: Double(note.key))), forKey: "createdAt")
                if note.deleted { object.setPrimitivePropertyValue(.date(Date(timeIntervalSinceReferenceDate: 0)), forKey: "deletedAt") }
            }
            try context.save()
        }
    }

    /// The keys of the notes a search (and predicate) returns, in order.
    func search(_ search: TextSearch, _ predicate: FetchPredicate? = nil, limit: Int = 0) throws -> [Int64] {
        try context.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: "Note")
            request.textSearch = search
            request.predicate = predicate
            request.fetchLimit = limit
            return try context.fetch(request).map { object in
                guard case .integer(let key) = object.primitivePropertyValue(forKey: "key") else { return -1 }
                return key
            }
        }
    }

    /// Changes the objects with the given keys and saves.
    func change(_ keys: [Int64], _ body: (ManagedObject) -> Void) throws {
        try context.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: "Note")
            request.predicate = FetchPredicate(format: "key IN %@", keys)
            for object in try context.fetch(request) { body(object) }
            try context.save()
        }
    }
}
