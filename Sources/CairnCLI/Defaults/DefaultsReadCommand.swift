import ArgumentParser
import CairnDefaults

/// `cairn defaults read DOMAIN [KEY]`.
struct DefaultsReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Print a domain's values, or one value."
    )

    @OptionGroup var arguments: DefaultsDomainKeyArguments

    func run() throws {
        try runReportingErrors { print(try DefaultsTool.read(arguments.domain, key: arguments.key)) }
    }
}
