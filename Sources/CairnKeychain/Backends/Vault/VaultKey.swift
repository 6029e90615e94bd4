import Crypto

/// What unlocks a file vault.
public enum VaultKey: Sendable {
    /// A passphrase; the key is derived with scrypt (``ScryptParameters``) and a per-vault salt.
    case passphrase(String)
    /// A 256-bit key held elsewhere (for example in the Secret Service or a hardware token).
    case symmetricKey(SymmetricKey)
}
