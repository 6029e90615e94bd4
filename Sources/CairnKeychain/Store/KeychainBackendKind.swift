/// The kinds of storage a ``KeychainStore`` can use. Raw values are the ones
/// `CAIRN_KEYCHAIN_BACKEND` accepts.
public enum KeychainBackendKind: String, Sendable, CaseIterable {
    /// The freedesktop Secret Service (GNOME Keyring, KWallet, KeePassXC) through libsecret.
    case secretService = "secret-service"
    /// The encrypted file vault.
    case file
    /// Process memory (tests).
    case memory
}
