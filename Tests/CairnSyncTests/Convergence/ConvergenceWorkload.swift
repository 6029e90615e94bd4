import Cairn
import CairnSync
import Foundation

/// One random save on a device: a few inserts, edits of every attribute kind, counter additions,
/// deletes (a folder's cascades to its notes), moves and tag changes, drawn from a seed.
struct ConvergenceWorkload {
    /// What a save did that the final checks need.
    struct Outcome: Sendable {
        /// Objects the save inserted (and did not delete).
        var inserted: Set<UUID> = []
        /// Objects the save deleted, directly or by a delete rule.
        var deleted: Set<UUID> = []
        /// What the save added to each note's counter.
        var increments: [UUID: Int64] = [:]
    }

    private var random: SplitMix64
    private let context: ManagedObjectContext
    private var outcome = Outcome()

    /// Makes and saves one random transaction in `context`, on its queue.
    static func save(in context: ManagedObjectContext, seed: UInt64) throws -> Outcome {
        var workload = ConvergenceWorkload(random: SplitMix64(seed: seed), context: context)
        return try workload.run()
    }

    private init(random: SplitMix64, context: ManagedObjectContext) {
        self.random = random
        self.context = context
    }

    private mutating func run() throws -> Outcome {
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            try step()
        }
        context.processPendingChanges()
        // An object inserted and deleted in the same save never existed.
        outcome.inserted = Set(context.insertedObjects.compactMap { $0.value(forKey: "id") as? UUID })
        outcome.deleted = Set(context.deletedObjects.compactMap { $0.value(forKey: "id") as? UUID })
        if context.hasChanges { try context.save() }
        return outcome
    }

    private mutating func step() throws {
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<14: try insertNote()
        case 14..<40: try live("Note").map { edit($0) }
        case 40..<50:
            if let note = try live("Note") { like(note) }
        case 50..<55: try live("Note").map(context.delete)
        case 55..<63:
            if let note = try live("Note") { note.setValue(try live("Folder"), forKey: "folder") }
        case 63..<73: if let note = try live("Note") { try retag(note) }
        case 73..<79: try insert("Folder").setValue(word(), forKey: "name")
        case 79..<84: try live("Folder")?.setValue(word(), forKey: "name")
        case 84..<88: try live("Folder").map(context.delete)
        case 88..<93: try insert("Tag").setValue(word(), forKey: "label")
        case 93..<96: try live("Tag").map(context.delete)
        default: try live("Tag")?.setValue(word(), forKey: "label")
        }
    }

    private mutating func insertNote() throws {
        let note = try insert("Note")
        note.setValue(word(), forKey: "title")
        if random.chance(60) { note.setValue(try live("Folder"), forKey: "folder") }
        if random.chance(40) { try retag(note) }
        for _ in 0..<Int.random(in: 0...4, using: &random) { edit(note) }
        if random.chance(30) { like(note) }
    }

    /// Sets one attribute of the note to a random value of its kind, the awkward ones included
    /// (sub-microsecond dates, non-finite and negative-zero doubles, large data, Codable values).
    private mutating func edit(_ note: ManagedObject) {
        switch Int.random(in: 0..<11, using: &random) {
        case 0: note.setValue(word(), forKey: "title")
        case 1: note.setValue(random.chance(20) ? nil : random.chance(5) ? String(repeating: word(), count: 20_000) : word(), forKey: "body")
        case 2: note.setValue(Date(timeIntervalSinceReferenceDate: Double.random(in: -1e9..<1e9, using: &random)), forKey: "created")
        case 3:
            let values: [Double?] = [.infinity, -.infinity, .nan, -0.0, nil, Double.random(in: -1e6..<1e6, using: &random), .leastNonzeroMagnitude]
            note.setValue(values[Int.random(in: 0..<values.count, using: &random)], forKey: "score")
        case 4: note.setValue(Int16.random(in: .min ... .max, using: &random), forKey: "small")
        case 5: note.setValue(random.chance(50), forKey: "done")
        case 6:
            // Now and then near the server's 1 MiB limit, or over it (the server refuses the save).
            let count =
                !random.chance(3)
                ? Int.random(in: 0..<64, using: &random)
                : random.chance(30) ? Int.random(in: (1 << 20) + 1..<1_200_000, using: &random) : Int.random(in: 500_000..<(1 << 20), using: &random)
            note.setValue(Data((0..<count).map { _ in UInt8.random(in: 0 ... .max, using: &random) }), forKey: "blob")
        case 7: note.setValue(URL(string: "https://example.com/\(word())?q=\(Int.random(in: 0..<100, using: &random))"), forKey: "link")
        case 8: note.setValue(uuid(), forKey: "ref")
        case 9: note.setValue(random.chance(20) ? nil : NoteMeta(words: [word(), word()], rating: Int.random(in: -5...5, using: &random)), forKey: "meta")
        default: note.setValue(try? live("Folder"), forKey: "folder")
        }
    }

    private mutating func like(_ note: ManagedObject) {
        guard let id = note.value(forKey: "id") as? UUID else { return }
        let amount = Int64.random(in: 1...5, using: &random)
        let current = (note.value(forKey: "likes") as? NSNumber)?.int64Value ?? 0
        note.setValue(current + amount, forKey: "likes")
        outcome.increments[id, default: 0] += amount
    }

    /// Adds the note to a tag, or takes it out of one.
    private mutating func retag(_ note: ManagedObject) throws {
        guard let tag = try live("Tag") else { return }
        let tags = (note.value(forKey: "tags") as? NSSet)?.allObjects.compactMap { $0 as? ManagedObject } ?? []
        let others = tags.filter { $0 !== tag }
        note.setValue(NSSet(array: others.count == tags.count ? tags + [tag] : others), forKey: "tags")
    }

    private mutating func insert(_ entity: String) throws -> ManagedObject {
        guard let description = context.model.entitiesByName[entity] else { throw SyncError("no entity \(entity) in the convergence model") }
        let object = ManagedObject(entity: description, insertInto: context)
        let id = uuid()
        object.setValue(id, forKey: "id")
        return object
    }

    /// A random object of `entity` the context holds that is not deleted, in a stable order.
    private mutating func live(_ entity: String) throws -> ManagedObject? {
        let objects = try context.fetch(FetchRequest<ManagedObject>(entityName: entity)).filter { !$0.isDeleted }
            .sorted { ($0.value(forKey: "id") as? UUID)?.uuidString ?? "" < ($1.value(forKey: "id") as? UUID)?.uuidString ?? "" }
        return objects.isEmpty ? nil : objects[Int.random(in: 0..<objects.count, using: &random)]
    }

    private mutating func word() -> String {
        let words = ["plan", "milk", "draft", "idea", "ünïcode", "日本", "", "a b", "🙂"]
        return words[Int.random(in: 0..<words.count, using: &random)] + String(Int.random(in: 0..<1000, using: &random))
    }

    private mutating func uuid() -> UUID {
        let (a, b) = (random.next(), random.next())
        return withUnsafeBytes(of: (a, b)) { UUID(uuid: $0.load(as: uuid_t.self)) }
    }
}
