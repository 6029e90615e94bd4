import Cairn
import Foundation

/// The store every torture process opens: one model, saves of whole batches, and the checks the
/// parent runs after each fault.
struct TortureStore {
    /// Entries per save.
    static let batchSize = 20

    /// `Entry`: `batch` (indexed), `index`, `payload`, to-one `previous` with its inverse `next`.
    static let model = makeModel(migrated: false)

    /// The next version of ``model``: each entry gains a required `checked` flag (default false)
    /// and an optional `note`, what a migration adds to every row.
    static let migratedModel = makeModel(migrated: true)

    private static func makeModel(migrated: Bool) -> ManagedObjectModel {
        let model = ManagedObjectModel {
            EntityDescription(name: "Entry", managedObjectClass: Entry.self) {
                AttributeDescription(name: "batch", type: .integer64, isIndexed: true)
                AttributeDescription(name: "index", type: .integer64)
                AttributeDescription(name: "payload", type: .string)
                if migrated {
                    AttributeDescription(name: "checked", type: .boolean, isOptional: false, defaultValue: false)
                    AttributeDescription(name: "note", type: .string)
                }
                RelationshipDescription(name: "previous", destination: "Entry", inverse: "next")
                RelationshipDescription(name: "next", destination: "Entry", inverse: "previous")
            }
        }
        try! model.freeze()  // A model built in code from literals: a failure is a bug here.
        return model
    }

    /// The options that let opening a store migrate it, as a container's defaults do.
    static let migrating = [
        PersistentStoreOption.migratePersistentStoresAutomatically: "true",
        PersistentStoreOption.inferMappingModelAutomatically: "true",
    ]

    let coordinator: PersistentStoreCoordinator
    let context: ManagedObjectContext

    /// Opens (creating if needed) the store at `url` with `model`, recording persistent history
    /// (every check compares it with the store); saves are authored by `author`.
    init(_ url: URL, model: ManagedObjectModel = Self.model, options: [String: String] = [:], author: String? = nil) throws {
        coordinator = PersistentStoreCoordinator(managedObjectModel: model)
        try coordinator.addPersistentStore(type: .sqlite, at: url, options: options.merging([PersistentStoreOption.persistentHistoryTracking: "true"]) { $1 })
        context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = coordinator
        context.transactionAuthor = author
    }

    /// Inserts batch `number` (``batchSize`` entries) and saves it in one save.
    func save(batch number: Int64) throws {
        try context.performAndWait {
            var previous: Entry?
            for index in 0..<Int64(Self.batchSize) {
                let entry = Entry(context: context)
                entry.batch = number
                entry.index = index
                entry.payload = String(repeating: "\(number)-\(index) ", count: 40)
                entry.previous = previous
                previous = entry
            }
            try context.save()
            context.reset()
        }
    }

    /// How many entries each batch in the store has.
    func batchSizes() throws -> [Int64: Int] {
        try context.performAndWait {
            let request = FetchRequest<Entry>(entityName: "Entry")
            var sizes: [Int64: Int] = [:]
            for entry in try context.fetch(request) { sizes[entry.batch, default: 0] += 1 }
            context.reset()
            return sizes
        }
    }

    /// What persistent history says against the store: every object the store holds was inserted
    /// by exactly one recorded transaction and no transaction inserted an object the store lacks
    /// (a killed save leaves neither), each transaction inserted one whole batch, and each author's
    /// batches appear in the order it saved them.
    func historyProblems() throws -> [String] {
        try context.performAndWait {
            defer { context.reset() }
            let result = try context.execute(PersistentHistoryChangeRequest.fetchHistory(after: nil as PersistentHistoryToken?)) as! PersistentHistoryResult
            var batchOf: [ManagedObjectID: Int64] = [:]
            for entry in try context.fetch(FetchRequest<Entry>(entityName: "Entry")) { batchOf[entry.objectID] = entry.batch }
            var problems: [String] = []
            var inserted: [ManagedObjectID: Int] = [:]
            var lastBatch: [String: Int64] = [:]
            for transaction in result.transactions {
                let ids = transaction.changeList.filter { $0.changeType == .insert }.map(\.changedObjectID)
                for id in ids { inserted[id, default: 0] += 1 }
                let batches = Set(ids.compactMap { batchOf[$0] })
                guard ids.count == Self.batchSize, batches.count == 1, let batch = batches.first else {
                    problems.append("transaction \(transaction.token.transactionNumber) inserted \(ids.count) entries of batches \(batches.sorted())")
                    continue
                }
                let author = transaction.author ?? "?"
                if let last = lastBatch[author], last >= batch { problems.append("\(author)'s batch \(batch) recorded after its batch \(last)") }
                lastBatch[author] = batch
            }
            let withoutHistory = batchOf.keys.filter { inserted[$0] == nil }.count
            let withoutObject = inserted.keys.filter { batchOf[$0] == nil }.count
            let twice = inserted.values.filter { $0 > 1 }.count
            if withoutHistory + withoutObject + twice > 0 {
                problems.append(
                    "history and store disagree: \(withoutHistory) entries without a history insert, \(withoutObject) history inserts without an entry, \(twice) inserted twice"
                )
            }
            return problems
        }
    }

    /// Closes the store.
    func close() {
        for store in coordinator.persistentStores { try? coordinator.remove(store) }
    }
}
