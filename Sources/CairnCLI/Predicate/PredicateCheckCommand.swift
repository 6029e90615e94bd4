import ArgumentParser
import Cairn

/// `cairn predicate check FORMAT [--args JSON-ARRAY]`: prints the canonical form, or the syntax
/// error with its position (exit status 1).
///
/// ```
/// $ cairn predicate check "name beginswith[c] 'a' && age >= 18"
/// name BEGINSWITH[c] "a" AND age >= 18
/// $ cairn predicate check "(age > 3"
/// cairn predicate check: unexpected end of format string, expected ')' at offset 8 in "(age > 3"
///   (age > 3
///           ^
/// ```
struct PredicateCheckCommand: ParsableCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Print a predicate's canonical form, or its syntax error (exit status 1).",
        discussion: "The canonical form reads back to the same predicate; keywords are uppercased, strings double-quoted, arguments written as literals."
    )

    @OptionGroup var input: PredicateFormatInput

    /// Creates the command (used by ArgumentParser).
    init() {}

    /// Parses and prints.
    func run() throws {
        try ToolError.reporting("predicate check") {
            print(try input.predicate().description)
        }
    }
}
