import ArgumentParser

/// The `cairn` command: demo, store tools, predicates, preferences and secrets.
@main
struct CairnTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cairn",
        abstract: "Cairn: Core Data, UserDefaults and Keychain semantics on every platform Swift runs on.",
        subcommands: [
            DemoCommand.self, InspectCommand.self, ImportCommand.self, QueryCommand.self, PredicateCommand.self,
            DefaultsCommand.self, KeychainCommand.self,
        ]
    )
}
