import Crypto
import Foundation
import _CryptoExtras

/// The two keys of one vault file, derived from its ``VaultKey`` and header salt: one seals the
/// item list (AES-256-GCM), one makes the header's key check (HMAC-SHA256).
struct VaultKeys: @unchecked Sendable {
    // @unchecked Sendable: SymmetricKey values are immutable.
    let sealing: SymmetricKey
    let check: SymmetricKey

    /// Derives the keys for `header` from `key`.
    /// - Throws: `.authFailed` when `key` is of the other kind than the one the vault was made with;
    ///   `.param` when scrypt rejects the parameters.
    init(key: VaultKey, header: VaultHeader) throws {
        let master: SymmetricKey
        switch (key, header.keyKind) {
        case (.passphrase(let passphrase), .scrypt):
            do {
                master = try KDF.Scrypt.deriveKey(
                    from: Array(passphrase.utf8), salt: header.salt, outputByteCount: 32,
                    rounds: 1 << Int(header.scrypt.logN), blockSize: Int(header.scrypt.blockSize),
                    parallelism: Int(header.scrypt.parallelism))
            } catch {
                throw KeychainError(.param, "scrypt key derivation failed: \(error)")
            }
        case (.symmetricKey(let symmetric), .symmetricKey):
            guard symmetric.bitCount == 256 else {
                throw KeychainError(.param, "A vault key must be 256 bits, got \(symmetric.bitCount)")
            }
            master = symmetric
        case (.passphrase, .symmetricKey):
            throw KeychainError(.authFailed, "The vault is locked with a key, but a passphrase was given")
        case (.symmetricKey, .scrypt):
            throw KeychainError(.authFailed, "The vault is locked with a passphrase, but a key was given")
        }
        sealing = HKDF<SHA256>.deriveKey(inputKeyMaterial: master, salt: header.salt, info: Array("cairn-vault-seal".utf8), outputByteCount: 32)
        check = HKDF<SHA256>.deriveKey(inputKeyMaterial: master, salt: header.salt, info: Array("cairn-vault-check".utf8), outputByteCount: 32)
    }
}
