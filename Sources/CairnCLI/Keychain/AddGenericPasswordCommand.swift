import ArgumentParser
import CairnKeychain
import Foundation

/// `cairn keychain add-generic-password -s SERVICE -a ACCOUNT (-w PASSWORD | --password-stdin) [-U]`.
struct AddGenericPasswordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-generic-password",
        abstract: "Add a generic password item (exit 45 if it exists, unless -U)."
    )

    @OptionGroup var options: KeychainCommandOptions
    @Option(name: .customShort("s"), help: "Service name.") var service: String
    @Option(name: .customShort("a"), help: "Account name.") var account: String
    @Option(name: .customShort("w"), help: "The password (visible to other users in the process list: prefer --password-stdin).")
    var password: String?
    @Flag(name: .long, help: "Read the password from standard input (one trailing newline is dropped).")
    var passwordStdin = false
    @Option(name: .customShort("l"), help: "Label.") var label: String?
    @Option(name: .customShort("j"), help: "Comment.") var comment: String?
    @Flag(name: .customShort("U"), help: "Update the item if it already exists.") var update = false

    func validate() throws {
        guard (password != nil) != passwordStdin else {
            throw ValidationError("Give exactly one of -w PASSWORD and --password-stdin.")
        }
    }

    func run() throws {
        let secret =
            password.map { Data($0.utf8) }
            ?? SecurityTool.secret(fromStandardInput: FileHandle.standardInput.readDataToEndOfFile())
        try options.run { tool in
            try tool.addGenericPassword(
                service: service, account: account, password: secret,
                label: label, comment: comment, update: update)
            return ""
        }
    }
}
