import ArgumentParser
import Cairn
import Foundation

/// `cairn query STORE ENTITY [--predicate FORMAT [--args JSON-ARRAY]] [--sort KEY]… [--descending]
/// [--limit N] [--offset N] [--explain]`: prints objects as JSON Lines (`--where` is another name
/// for `--predicate`).
///
/// ```
/// cairn query DogWalk.sqlite Walk --sort date --descending --limit 5
/// cairn query DogWalk.sqlite Dog --where "name BEGINSWITH[c] 'f' AND walks.@count > 2"
/// cairn query DogWalk.sqlite Walk --predicate "date >= %@" --args '[{"$date": "2024-05-01"}]' --explain
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
            recorded in the store. --predicate (or --where) takes an NSPredicate format string; its \
            %@/%K/%d arguments come from --args, a JSON array. --explain prints the SQL to standard error.
            """
    )

    /// The store file.
    @Argument(help: "The SQLite store file.", completion: .file())
    var store: String

    /// The entity to print.
    @Argument(help: "The entity whose objects to print (sub-entities included).")
    var entity: String

    /// The condition, in the NSPredicate format language.
    @Option(name: .customLong("predicate"), help: ArgumentHelp("Only objects matching this NSPredicate format string (run in SQLite).", valueName: "format"))
    var predicateFormat: String?

    /// The condition, under its other name.
    @Option(name: .customLong("where"), help: ArgumentHelp("Another name for --predicate.", valueName: "format"))
    var condition: String?

    /// The format arguments of the condition.
    @Option(
        help: ArgumentHelp(
            "The values of the predicate's %@, %K, %d … as a JSON array (tagged values: {\"$date\": …}, {\"$uuid\": …}, {\"$data\": …}, {\"$url\": …}, {\"$set\": […]}, {\"$null\": true}).",
            valueName: "json-array"))
    var args: String?

    /// Whether to print the SQL.
    @Flag(help: "Print the SQL the store runs (with its bound values and SQLite's query plan) to standard error.")
    var explain = false

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
        if predicateFormat != nil, condition != nil { throw ValidationError("Give --predicate or --where, not both.") }
        guard let format = predicateFormat ?? condition else {
            if args != nil { throw ValidationError("--args needs a --predicate.") }
            return nil
        }
        do {
            let arguments = try args.map { try PredicateJSON.arguments(ofOption: "--args", $0) } ?? []
            return try FetchPredicate.parse(format: format, argumentArray: arguments)
        } catch let error as PredicateSyntaxError {
            throw ValidationError("\(predicateFormat == nil ? "--where" : "--predicate"): \(PredicateFormatInput.describe(error))")
        } catch {
            throw ValidationError("\(error)")
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
            if explain {
                for explanation in try query.explain(in: session) {
                    FileHandle.standardError.write(Data("\(explanation)\n".utf8))
                }
            }
            try query.run(in: session) { print($0) }
        }
    }
}
