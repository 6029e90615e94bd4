import ArgumentParser
import Cairn
import Foundation

/// `cairn query STORE ENTITY [--where FORMAT] [--sort KEY]… [--descending] [--limit N]
/// [--offset N]`: prints objects as JSON Lines.
///
/// ```
/// cairn query DogWalk.sqlite Walk --sort date --descending --limit 5
/// cairn query DogWalk.sqlite Dog --where "name BEGINSWITH[c] 'f' AND walks.@count > 2"
/// ```
struct QueryCommand: ParsableCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Print an entity's objects as JSON Lines.",
        discussion: """
            One JSON object per line: "_id" (the object ID's URI), the attributes (dates as ISO-8601, \
            binary data as base64, UUIDs and URLs as strings, decimals as strings), to-one relationships \
            as the destination's URI and to-many relationships as arrays of URIs. Uses the model \
            recorded in the store. --where takes an NSPredicate format string without arguments \
            (write values as literals: 'text', 42, TRUE, NIL, CAST(736000000, 'NSDate')).
            """
    )

    /// The store file.
    @Argument(help: "The SQLite store file.", completion: .file())
    var store: String

    /// The entity to print.
    @Argument(help: "The entity whose objects to print (sub-entities included).")
    var entity: String

    /// The condition, in the NSPredicate format language.
    @Option(name: .customLong("where"), help: ArgumentHelp("Only objects matching this NSPredicate format string.", valueName: "format"))
    var condition: String?

    /// Sort keys.
    @Option(name: .customLong("sort"), help: ArgumentHelp("Sort by this attribute (repeat for more keys).", valueName: "key"))
    var sortKeys: [String] = []

    /// Whether sorting is descending.
    @Flag(help: "Sort in descending order.")
    var descending = false

    /// The maximum number of objects.
    @Option(help: "Print at most this many objects.")
    var limit: Int?

    /// The number of objects to skip.
    @Option(help: "Skip this many objects first.")
    var offset: Int?

    /// Creates the command (used by ArgumentParser).
    init() {}

    /// Checks the numbers.
    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1 (got \(limit)).") }
        if let offset, offset < 0 { throw ValidationError("--offset must not be negative (got \(offset)).") }
        if descending, sortKeys.isEmpty { throw ValidationError("--descending needs a --sort key.") }
        _ = try predicate()
    }

    /// `--where` parsed, or `nil` without it.
    ///
    /// - Throws: `ValidationError` (a usage error) naming the syntax error and its offset.
    private func predicate() throws -> FetchPredicate? {
        guard let condition else { return nil }
        do {
            return try FetchPredicate.parse(format: condition)
        } catch {
            throw ValidationError("--where: \(error)")
        }
    }

    /// Prints the objects.
    func run() throws {
        try ToolError.reporting("query") {
            let session = try StoreSession.openExisting(at: URL(fileURLWithPath: store))
            var query = ObjectQuery(entityName: entity)
            query.predicate = try predicate()
            query.sortKeys = sortKeys
            query.descending = descending
            query.limit = limit ?? 0
            query.offset = offset ?? 0
            try query.run(in: session) { print($0) }
        }
    }
}
