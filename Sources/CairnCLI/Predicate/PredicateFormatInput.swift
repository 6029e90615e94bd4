import ArgumentParser
import Cairn
import Foundation

/// The format string and its `--args` (JSON array), shared by `cairn predicate check` and `eval`.
struct PredicateFormatInput: ParsableArguments {
    /// The format string.
    @Argument(help: ArgumentHelp("An NSPredicate format string, e.g. \"name BEGINSWITH[c] %@ AND age > 30\".", valueName: "format"))
    var format: String

    /// The format arguments.
    @Option(
        help: ArgumentHelp(
            "The values of %@, %K, %d … as a JSON array (tagged values: {\"$date\": …}, {\"$uuid\": …}, {\"$data\": …}, {\"$url\": …}, {\"$set\": […]}, {\"$null\": true}).",
            valueName: "json-array"))
    var args: String?

    /// Creates the arguments (used by ArgumentParser).
    init() {}

    /// The parsed predicate.
    ///
    /// - Throws: ``ToolError`` with the syntax error, its offset and the format string with a
    ///   caret under the position; or a JSON error in `--args`.
    func predicate() throws -> FetchPredicate {
        let arguments = try args.map { try PredicateJSON.arguments(ofOption: "--args", $0) } ?? []
        do {
            return try FetchPredicate.parse(format: format, argumentArray: arguments)
        } catch {
            throw ToolError(Self.describe(error))
        }
    }

    /// The error, then the format string with `^` under the offset (offsets count characters).
    static func describe(_ error: PredicateSyntaxError) -> String {
        let lead = String(repeating: " ", count: min(error.offset, error.format.count))
        return "\(error)\n  \(error.format)\n  \(lead)^"
    }
}
