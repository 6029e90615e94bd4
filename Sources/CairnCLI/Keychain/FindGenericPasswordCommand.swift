import ArgumentParser
import CairnKeychain

/// `cairn keychain find-generic-password [-s SERVICE] [-a ACCOUNT] [-w]`.
struct FindGenericPasswordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "find-generic-password",
        abstract: "Show a generic password item's attributes, or with -w only its password (exit 44 if none)."
    )

    @OptionGroup var options: KeychainCommandOptions
    @OptionGroup var item: GenericPasswordSelection
    @Flag(name: .customShort("w"), help: "Print only the password.") var showPassword = false

    func run() throws {
        try options.run { try $0.findGenericPassword(service: item.service, account: item.account, showPassword: showPassword) }
    }
}
