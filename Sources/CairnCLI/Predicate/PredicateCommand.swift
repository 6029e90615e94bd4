import ArgumentParser

/// `cairn predicate`: checks and evaluates NSPredicate format strings without a store.
struct PredicateCommand: ParsableCommand {
    /// The command group's name, help and subcommands.
    static let configuration = CommandConfiguration(
        commandName: "predicate",
        abstract: "Check and evaluate NSPredicate format strings.",
        discussion: "See docs/Predicates.md for the language and docs/CLI.md for examples.",
        subcommands: [PredicateCheckCommand.self, PredicateEvalCommand.self]
    )
}
