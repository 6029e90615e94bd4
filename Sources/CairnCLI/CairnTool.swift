import ArgumentParser
import Cairn
import Logging

/// The `cairn` command: demo, store tools, predicates, preferences and secrets.
@main
struct CairnTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cairn",
        abstract: "Cairn: Core Data, UserDefaults and Keychain semantics on every platform Swift runs on.",
        subcommands: [
            DemoCommand.self, InspectCommand.self, VerifyCommand.self, MigrateCommand.self, HistoryCommand.self,
            ImportCommand.self, QueryCommand.self, DiagramCommand.self, PredicateCommand.self,
            DefaultsCommand.self, KeychainCommand.self,
        ]
    )

    /// Sends the library's logs (swift-log, labels `cairn…`) to standard error, keeping standard
    /// output for the commands' results, then runs the command.
    static func main() {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        // The tool opens other programs' models: their classes are not in it.
        ManagedClassLookup.programReadsOtherProgramsModels()
        main(nil)
    }
}
