import ArgumentParser
import CairnKeychain

/// `cairn keychain dump`: list every item without secrets.
struct DumpKeychainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "List every item's attributes (never the secrets)."
    )

    @OptionGroup var options: KeychainCommandOptions

    func run() throws {
        try options.run { try $0.dump() }
    }
}
