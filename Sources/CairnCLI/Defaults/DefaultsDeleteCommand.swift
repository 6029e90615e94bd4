import ArgumentParser
import CairnDefaults

/// `cairn defaults delete DOMAIN [KEY]`.
struct DefaultsDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Remove a key, or a whole domain (its last good copy is kept as .<suite>.plist.bak)."
    )

    @OptionGroup var arguments: DefaultsDomainKeyArguments

    func run() throws {
        try runReportingErrors { try DefaultsTool.delete(arguments.domain, key: arguments.key) }
    }
}
