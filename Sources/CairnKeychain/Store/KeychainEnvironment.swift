import Foundation

/// The environment variables CairnKeychain reads.
public enum KeychainEnvironment {
    /// `CAIRN_KEYCHAIN_BACKEND`: `secret-service`, `file` or `memory`; overrides automatic choice.
    public static let backend = "CAIRN_KEYCHAIN_BACKEND"
    /// `CAIRN_KEYCHAIN_PASSPHRASE`: the file vault's passphrase.
    public static let passphrase = "CAIRN_KEYCHAIN_PASSPHRASE"
    /// `CAIRN_KEYCHAIN_PASSPHRASE_FILE`: a file whose contents (less one trailing newline) are the
    /// passphrase (for systemd credentials, Docker secrets and the like).
    public static let passphraseFile = "CAIRN_KEYCHAIN_PASSPHRASE_FILE"
    /// `CAIRN_KEYCHAIN_VAULT_DIR`: the folder of the vault files.
    public static let vaultDirectory = "CAIRN_KEYCHAIN_VAULT_DIR"
    /// `CAIRN_KEYCHAIN_ACCESS_GROUPS`: comma-separated access groups; the first is the default.
    public static let accessGroups = "CAIRN_KEYCHAIN_ACCESS_GROUPS"
    /// `CAIRN_APP_ID`: the application identifier, the default access group when no groups are given.
    public static let appID = "CAIRN_APP_ID"

    /// The vault passphrase from `CAIRN_KEYCHAIN_PASSPHRASE` or `CAIRN_KEYCHAIN_PASSPHRASE_FILE`.
    /// - Throws: `.io` when the passphrase file cannot be read.
    static func vaultPassphrase(in environment: [String: String]) throws -> String? {
        if let passphrase = environment[passphrase], !passphrase.isEmpty { return passphrase }
        guard let path = environment[passphraseFile], !path.isEmpty else { return nil }
        guard let bytes = try VaultFiles.read(path) else {
            throw KeychainError(.io, "\(passphraseFile) names \(path), which does not exist")
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The access groups from `CAIRN_KEYCHAIN_ACCESS_GROUPS`, else `[CAIRN_APP_ID]`, else the
    /// bundle identifier, else the executable's name.
    static func accessGroups(in environment: [String: String]) -> [String] {
        let listed = (environment[accessGroups] ?? "").split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if !listed.isEmpty { return listed }
        if let app = environment[appID], !app.isEmpty { return [app] }
        return [Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName]
    }
}
