import ArgumentParser

/// `cairn keychain`: manage secrets like macOS `security` does.
///
/// ```
/// cairn keychain add-generic-password -s com.myapp.auth -a accessToken -w TOKEN
/// printf %s "$TOKEN" | cairn keychain add-generic-password -s com.myapp.auth -a accessToken --password-stdin -U
/// cairn keychain find-generic-password -s com.myapp.auth -a accessToken -w
/// cairn keychain delete-generic-password -s com.myapp.auth -a accessToken
/// cairn keychain dump
/// ```
struct KeychainCommand: ParsableCommand {
    /// The command's name, summary and subcommands.
    static let configuration = CommandConfiguration(
        commandName: "keychain",
        abstract: "Store and find secrets (mirrors macOS `security`).",
        discussion: """
            Backend: the Secret Service when one answers on the session bus, else the encrypted file vault \
            when CAIRN_KEYCHAIN_PASSPHRASE(_FILE) is set; force one with --backend or CAIRN_KEYCHAIN_BACKEND. \
            Exit status 44: item not found; 45: item already exists.
            """,
        subcommands: [
            AddGenericPasswordCommand.self, FindGenericPasswordCommand.self,
            DeleteGenericPasswordCommand.self, DumpKeychainCommand.self,
        ]
    )

    /// Creates the command (used by ArgumentParser).
    init() {}
}
