import CairnFiles
import Foundation

/// Where the file vault lives and how it is unlocked.
///
/// Each access group is one file, `<directory>/<group>.cairnvault` (mode 0600, directory 0700),
/// sealed as a whole with AES-GCM.
///
/// ```swift
/// let options = VaultOptions(key: .passphrase(passphrase))
/// let store = try KeychainStore(configuration: .init(backend: .fileVault(options)))
/// ```
public struct VaultOptions: Sendable {
    /// The folder holding the vault files.
    public var directory: URL
    /// The passphrase or key.
    public var key: VaultKey
    /// The scrypt cost used when a new vault file is created.
    public var scrypt: ScryptParameters

    /// Creates vault options.
    /// - Parameters:
    ///   - directory: the folder for vault files; defaults to ``defaultDirectory(environment:)``.
    ///   - key: the passphrase or key.
    ///   - scrypt: the key-derivation cost for new vaults.
    public init(directory: URL? = nil, key: VaultKey, scrypt: ScryptParameters = .default) {
        self.directory = directory ?? VaultOptions.defaultDirectory()
        self.key = key
        self.scrypt = scrypt
    }

    /// `$CAIRN_KEYCHAIN_VAULT_DIR`, else `$XDG_DATA_HOME/cairn/keychains`, else
    /// `$HOME/.local/share/cairn/keychains` (CairnFiles' XDG rules: `$HOME` first, the password
    /// database's home only when `HOME` is unset, as every other Cairn file).
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let explicit = environment[KeychainEnvironment.vaultDirectory], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        return XDGEnvironment.baseDirectoryOrAccountHome(.data, environment: environment)
            .appendingPathComponent("cairn/keychains", isDirectory: true)
    }

    /// The file of `group`: its name percent-encodes every byte outside `[A-Za-z0-9_.-]` and a
    /// leading dot, so any group name is a safe, distinct file name.
    func fileURL(for group: String) -> URL {
        directory.appendingPathComponent(VaultOptions.fileName(for: group) + ".cairnvault")
    }

    /// The lock file that serialises writers of `group`.
    func lockURL(for group: String) -> URL {
        directory.appendingPathComponent(VaultOptions.fileName(for: group) + ".cairnvault.lock")
    }

    static func fileName(for group: String) -> String {
        var name = ""
        for (index, byte) in group.utf8.enumerated() {
            let scalar = Unicode.Scalar(byte)
            let plain =
                (scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || scalar == "_" || scalar == "-" || (scalar == "." && index > 0))
            name += plain ? String(scalar) : String(format: "%%%02X", byte)
        }
        return name
    }
}
