import ArgumentParser
import CairnKeychain

/// `cairn keychain delete-generic-password [-s SERVICE] [-a ACCOUNT]`.
struct DeleteGenericPasswordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete-generic-password",
        abstract: "Delete a generic password item (exit 44 if none)."
    )

    @OptionGroup var options: KeychainCommandOptions
    @Option(name: .customShort("s"), help: "Service name.") var service: String?
    @Option(name: .customShort("a"), help: "Account name.") var account: String?

    func run() throws {
        try options.run { try $0.deleteGenericPassword(service: service, account: account) }
    }
}
