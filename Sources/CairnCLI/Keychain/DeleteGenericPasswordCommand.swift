import ArgumentParser
import CairnKeychain

/// `cairn keychain delete-generic-password [-s SERVICE] [-a ACCOUNT]`.
struct DeleteGenericPasswordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete-generic-password",
        abstract: "Delete a generic password item (exit 44 if none)."
    )

    @OptionGroup var options: KeychainCommandOptions
    @OptionGroup var item: GenericPasswordSelection

    func run() throws {
        try options.run { try $0.deleteGenericPassword(service: item.service, account: item.account) }
    }
}
