import ArgumentParser
import CairnDefaults

/// `cairn defaults domains`.
struct DefaultsDomainsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "domains",
        abstract: "List every domain that has a preferences file."
    )

    func run() throws {
        try runReportingErrors { print(try DefaultsTool.domains().joined(separator: ", ")) }
    }
}
