import Crypto
import Foundation

/// The clear-text header of a vault file: format version, how the key is made, the salt, a key
/// check and a digest of all of it. The sealed item list follows it, authenticated together with it.
///
/// Layout (big-endian): magic `CAIRNVLT` (8) · version (1) · key kind (1) · scrypt logN (1) ·
/// r (4) · p (4) · salt (16) · key check = HMAC-SHA256 of the previous bytes (32) ·
/// SHA-256 of the previous bytes (32).
struct VaultHeader: Equatable {
    static let magic = Array("CAIRNVLT".utf8)
    static let version: UInt8 = 1
    /// Bytes before the key check.
    static let prefixSize = 8 + 1 + 1 + 1 + 4 + 4 + 16
    /// The whole header.
    static let size = prefixSize + 32 + 32

    /// How the key is obtained.
    enum KeyKind: UInt8 {
        case scrypt = 1
        case symmetricKey = 2
    }

    var keyKind: KeyKind
    var scrypt: ScryptParameters
    var salt: [UInt8]

    /// A new header for a vault unlocked by `key`, with a fresh random salt.
    init(for key: VaultKey, scrypt: ScryptParameters) {
        if case .passphrase = key { keyKind = .scrypt } else { keyKind = .symmetricKey }
        self.scrypt = scrypt
        var generator = SystemRandomNumberGenerator()
        salt = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// The bytes covered by the key check.
    var prefix: [UInt8] {
        var writer = ByteWriter()
        writer.writeRaw(VaultHeader.magic)
        writer.write(VaultHeader.version)
        writer.write(keyKind.rawValue)
        writer.write(scrypt.logN)
        writer.write(scrypt.blockSize)
        writer.write(scrypt.parallelism)
        writer.writeRaw(salt)
        return writer.bytes
    }

    /// The full header for `keys`.
    func encoded(with keys: VaultKeys) -> [UInt8] {
        let prefix = self.prefix
        let check = Array(HMAC<SHA256>.authenticationCode(for: prefix, using: keys.check))
        let digest = Array(SHA256.hash(data: prefix + check))
        return prefix + check + digest
    }

    /// Parses and integrity-checks a header; the key check is verified later by ``verify(_:in:)``.
    /// - Throws: `.invalidKeychain` when the bytes are not an intact vault header.
    init(parsing file: [UInt8]) throws {
        guard file.count >= VaultHeader.size, Array(file.prefix(8)) == VaultHeader.magic else {
            throw KeychainError(.invalidKeychain, "The file is not a Cairn keychain vault")
        }
        let header = Array(file.prefix(VaultHeader.size))
        guard Array(SHA256.hash(data: header.prefix(VaultHeader.size - 32))) == Array(header.suffix(32)) else {
            throw KeychainError(.invalidKeychain, "The vault header is corrupt")
        }
        var reader = ByteReader(header.dropFirst(8))
        guard try reader.read() == VaultHeader.version else {
            throw KeychainError(.invalidKeychain, "The vault was written by a newer, unsupported format version")
        }
        guard let kind = KeyKind(rawValue: try reader.read()) else {
            throw KeychainError(.invalidKeychain, "The vault header names an unknown key kind")
        }
        keyKind = kind
        scrypt = ScryptParameters(logN: try reader.read(), blockSize: try reader.readUInt32(), parallelism: try reader.readUInt32())
        salt = Array(try reader.readRaw(16))
        guard scrypt.isAcceptable else {
            throw KeychainError(.invalidKeychain, "The vault header asks for out-of-range scrypt parameters")
        }
    }

    /// Checks that `keys` open the vault whose full header is `file`'s first ``size`` bytes.
    /// - Throws: `.authFailed` for a wrong passphrase or key.
    func verify(_ keys: VaultKeys, in file: [UInt8]) throws {
        let check = file[VaultHeader.prefixSize..<(VaultHeader.prefixSize + 32)]
        guard HMAC<SHA256>.isValidAuthenticationCode(check, authenticating: prefix, using: keys.check) else {
            let what = keyKind == .scrypt ? "passphrase" : "key"
            throw KeychainError(.authFailed, "Wrong \(what) for the keychain vault")
        }
    }
}
