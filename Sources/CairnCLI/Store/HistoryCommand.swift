import ArgumentParser
import Cairn
import Foundation

/// `cairn history STORE [--after TOKEN] [--author NAME]`: prints the store's persistent history as
/// JSON Lines, one transaction per line, oldest first.
///
/// ```
/// cairn history Notes.sqlite --author importer
/// cairn history Notes.sqlite --after 3F2C…-9A1B:42
/// ```
struct HistoryCommand: ParsableCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Print a store's persistent history as JSON Lines.",
        discussion: """
            One JSON object per transaction: "token" (STORE:NUMBER, what --after takes), "timestamp" \
            (ISO-8601), "author", "contextName", "bundleID", "processID" and "changes", each with \
            "type" (insert, update, delete), "object" (the object ID's URI), "updatedProperties" for \
            updates and "tombstone" for deletions. The store must record history (opened with \
            PersistentStoreOption.persistentHistoryTracking); it is opened with the model recorded in it.
            """
    )

    /// The store file.
    @Argument(help: "The SQLite store file.", completion: .file())
    var store: String

    /// Where to start.
    @Option(
        help: ArgumentHelp("Only transactions after this token (STORE:NUMBER, as printed in \"token\"), or after this transaction number.", valueName: "token"))
    var after: String?

    /// Whose transactions.
    @Option(help: ArgumentHelp("Only transactions by this author (a context's transactionAuthor).", valueName: "name"))
    var author: String?

    /// Creates the command (used by ArgumentParser).
    init() {}

    /// Prints the transactions.
    func run() throws {
        let session = try StoreSession.openExisting(at: URL(fileURLWithPath: store))
        defer { session.close() }
        let identifier = session.store.identity.identifier
        var token: PersistentHistoryToken?
        if let after {
            guard let parsed = PersistentHistoryToken(after) ?? Int64(after).map({ PersistentHistoryToken(storeIdentifier: identifier, transactionNumber: $0) })
            else {
                throw ValidationError("--after takes a token as printed in \"token\" (STORE:NUMBER) or a transaction number; got \"\(after)\".")
            }
            guard parsed.storeIdentifier == identifier else {
                throw ToolError("The token \(after) belongs to another store (\(parsed.storeIdentifier)); this store is \(identifier).")
            }
            token = parsed
        }
        let request = PersistentHistoryChangeRequest.fetchHistory(after: token)
        if let author { request.authors = [author] }
        let transactions = try session.perform { context in (try context.execute(request) as! PersistentHistoryResult).transactions }
        for transaction in transactions { print(Self.json(transaction).rendered) }
    }

    /// One transaction as a JSON object.
    static func json(_ transaction: PersistentHistoryTransaction) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        let changes: [JSONValue] = transaction.changeList.map { change in
            var fields: [(key: String, value: JSONValue)] = [
                ("type", .string(["insert", "update", "delete"][change.changeType.rawValue])),
                ("object", .string(change.changedObjectID.uriRepresentation.absoluteString)),
            ]
            if let properties = change.updatedProperties { fields.append(("updatedProperties", .array(properties.sorted().map(JSONValue.string)))) }
            if let values = change.tombstoneValues {
                let entity = change.changedObjectID.entity
                fields.append(
                    (
                        "tombstone",
                        .object(
                            values.sorted { $0.key < $1.key }.compactMap { name, value in
                                entity.attributesByName[name].map { (name, AttributeJSON.json(for: value, of: $0)) }
                            })
                    ))
            }
            return .object(fields)
        }
        return .object([
            ("token", .string(transaction.token.description)),
            ("timestamp", .string(ISODate.format(transaction.timestamp))),
            ("author", text(transaction.author)),
            ("contextName", text(transaction.contextName)),
            ("bundleID", .string(transaction.bundleID)),
            ("processID", .string(transaction.processID)),
            ("changes", .array(changes)),
        ])
    }
}
