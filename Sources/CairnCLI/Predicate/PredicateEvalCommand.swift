import ArgumentParser
import Cairn

/// `cairn predicate eval FORMAT [--args JSON-ARRAY] [--object JSON] [--bindings JSON-OBJECT]`:
/// evaluates in memory and prints `true` or `false`, or the error (exit status 1).
///
/// ```
/// $ cairn predicate eval "ANY pets.age > 3 AND name ==[c] \$NAME" --object '{"name": "Ann", "pets": [{"age": 4}]}' --bindings '{"NAME": "ann"}'
/// true
/// ```
struct PredicateEvalCommand: ParsableCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Evaluate a predicate against a JSON value and print true or false.",
        discussion: """
            JSON strings, numbers, Booleans, arrays and objects map to the obvious values; an object is \
            reached by key (a missing key or null is nil). Tagged objects carry other types: \
            {"$date": "ISO-8601"}, {"$uuid": "…"}, {"$data": "base64"}, {"$url": "…"}, {"$set": […]}, \
            {"$null": true}. A $set of objects stands for a to-many relationship \
            (ANY books.year > 1999). Errors (syntax, JSON, evaluation) exit with status 1.
            """
    )

    @OptionGroup var input: PredicateFormatInput

    /// The evaluated value (SELF).
    @Option(help: ArgumentHelp("The value the predicate is evaluated against (default: nil).", valueName: "json"))
    var object: String?

    /// Substitution variables.
    @Option(help: ArgumentHelp("Values of $VARIABLES, as a JSON object.", valueName: "json-object"))
    var bindings: String?

    /// Creates the command (used by ArgumentParser).
    init() {}

    /// Evaluates and prints.
    func run() throws {
        try ToolError.reporting("predicate eval") {
            let predicate = try input.predicate()
            let value = try object.map { try PredicateJSON.value(ofOption: "--object", $0) } ?? nil
            let variables = try bindings.map { try PredicateJSON.bindings(ofOption: "--bindings", $0) } ?? [:]
            print(try predicate.evaluate(with: value, substitutionVariables: variables) ? "true" : "false")
        }
    }
}
