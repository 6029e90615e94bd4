import Crypto
import Foundation

/// Seals an item list into vault-file bytes and opens them again. The whole file is authenticated:
/// the header is the AES-GCM additional data, the item list the ciphertext.
enum VaultFormat {
    /// The file bytes for `items` under `header` and `keys`, with a fresh random nonce.
    static func seal(_ items: [StoredItem], header: VaultHeader, keys: VaultKeys) throws -> [UInt8] {
        let headerBytes = header.encoded(with: keys)
        do {
            let box = try AES.GCM.seal(VaultCodec.encode(items), using: keys.sealing, authenticating: headerBytes)
            guard let combined = box.combined else { throw KeychainError(.param, "AES-GCM produced no combined box") }
            return headerBytes + Array(combined)
        } catch let error as KeychainError {
            throw error
        } catch {
            throw KeychainError(.param, "Sealing the vault failed: \(error)")
        }
    }

    /// The items in `file`.
    /// - Parameter keysFor: derives (or fetches cached) keys for the parsed header.
    /// - Throws: `.invalidKeychain` for a corrupt or tampered file, `.authFailed` for a wrong key.
    static func open(_ file: [UInt8], keysFor: (VaultHeader) throws -> VaultKeys) throws -> (VaultHeader, [StoredItem]) {
        let header = try VaultHeader(parsing: file)
        let keys = try keysFor(header)
        try header.verify(keys, in: file)
        let plaintext: Data
        do {
            let box = try AES.GCM.SealedBox(combined: file.dropFirst(VaultHeader.size))
            plaintext = try AES.GCM.open(box, using: keys.sealing, authenticating: file.prefix(VaultHeader.size))
        } catch {
            throw KeychainError(.invalidKeychain, "The vault failed authentication: it is corrupt or was tampered with")
        }
        return (header, try VaultCodec.decode(plaintext))
    }
}
