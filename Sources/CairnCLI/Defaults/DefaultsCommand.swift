import ArgumentParser
import CairnDefaults
import Foundation

/// `cairn defaults`: read, write and delete preferences like macOS `defaults`.
///
/// Register it as a subcommand of the root command:
///
/// ```swift
/// static let configuration = CommandConfiguration(subcommands: [DefaultsCommand.self, …])
/// ```
struct DefaultsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "defaults",
        abstract: "Read, write and delete preferences (like macOS `defaults`).",
        discussion: """
            A DOMAIN is an app identifier (its standard suite), APP-ID/SUITE (a named suite) or \
            group.NAME (an App Group suite). Files live in $XDG_CONFIG_HOME (default ~/.config). \
            Writes merge with running apps' changes and are durable.
            """,
        subcommands: [DefaultsReadCommand.self, DefaultsWriteCommand.self, DefaultsDeleteCommand.self, DefaultsDomainsCommand.self]
    )
}

/// A domain argument parsed into a ``DefaultsDomain``.
extension DefaultsDomain: ExpressibleByArgument {
    /// Parses `APP-ID`, `APP-ID/SUITE` or `group.NAME`; `nil` (a usage error) otherwise.
    public init?(argument: String) {
        try? self.init(parsing: argument)
    }
}

/// Runs a tool step, turning a ``DefaultsError`` into a message on standard error and exit status 1.
func runReportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as DefaultsError {
        FileHandle.standardError.write(Data("cairn defaults: \(error.message)\n".utf8))
        throw ExitCode.failure
    }
}
