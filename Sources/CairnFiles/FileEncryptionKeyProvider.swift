import Crypto

/// Supplies the key that ``FileEncryption`` encrypts and decrypts with.
///
/// Keep the key out of the file system: a Keychain-backed provider (CairnKeychain) implements
/// this protocol without CairnFiles depending on it.
///
/// ```swift
/// struct KeychainKey: FileEncryptionKeyProvider {
///     func fileEncryptionKey() throws -> SymmetricKey { try loadOrCreateKeyFromKeychain() }
/// }
/// ```
public protocol FileEncryptionKeyProvider: Sendable {
    /// The AES key (128, 192 or 256 bits; 256 recommended). Called once per file operation.
    ///
    /// - Throws: whatever stops the key from being had (locked keychain, missing item);
    ///   the file operation then fails without touching any file.
    func fileEncryptionKey() throws -> SymmetricKey
}

/// A provider that always returns the same key: for tests, or a key you manage yourself.
///
/// ```swift
/// let encryption = FileEncryption(keyProvider: StaticKeyProvider(SymmetricKey(size: .bits256)))
/// ```
public struct StaticKeyProvider: FileEncryptionKeyProvider {
    private let key: SymmetricKey

    /// Wraps `key`.
    public init(_ key: SymmetricKey) {
        self.key = key
    }

    /// Returns the wrapped key.
    public func fileEncryptionKey() throws -> SymmetricKey {
        key
    }
}
