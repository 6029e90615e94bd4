import Foundation

/// How a ``KeychainStore`` is set up: which backend, and which access groups it may use.
///
/// The backend is chosen in this order: an explicit ``Backend`` given here; else
/// `CAIRN_KEYCHAIN_BACKEND`; else the Secret Service when one answers on the session bus; else the
/// file vault when `CAIRN_KEYCHAIN_PASSPHRASE(_FILE)` is set; else `errSecNotAvailable`. Memory is never
/// chosen automatically: secrets would silently vanish at exit.
///
/// ```swift
/// let store = try KeychainStore(configuration: .init(accessGroups: ["com.example.shared"]))
/// ```
public struct KeychainConfiguration: Sendable {
    /// A backend choice.
    public enum Backend: Sendable {
        /// Choose from the environment (see ``KeychainConfiguration``).
        case automatic
        /// The Secret Service; `errSecNotAvailable` when none answers.
        case secretService
        /// The encrypted file vault.
        case fileVault(VaultOptions)
        /// An in-memory keychain.
        case memory(InMemoryKeychain)
    }

    /// The backend choice.
    public var backend: Backend
    /// The access groups this keychain may read and write, like the `keychain-access-groups`
    /// entitlement; the first is where items without an explicit group are added.
    public var accessGroups: [String]
    /// The environment consulted by ``Backend/automatic`` (defaults to the process environment).
    public var environment: [String: String]

    /// Creates a configuration.
    /// - Parameters:
    ///   - backend: the backend choice.
    ///   - accessGroups: the groups; `nil` reads `CAIRN_KEYCHAIN_ACCESS_GROUPS` / `CAIRN_APP_ID`.
    ///   - environment: the environment for automatic choices.
    public init(
        backend: Backend = .automatic,
        accessGroups: [String]? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.backend = backend
        self.environment = environment
        self.accessGroups = accessGroups ?? KeychainEnvironment.accessGroups(in: environment)
    }

    /// Builds the backend this configuration describes.
    /// - Throws: `.notAvailable` when nothing usable is found; `.param` for a bad variable value.
    func makeBackend() throws -> any KeychainBackend {
        switch backend {
        case .secretService:
            return try SecretServiceBackend.connect(environment: environment)
        case .fileVault(let options):
            return VaultBackend(options: options)
        case .memory(let memory):
            return memory
        case .automatic:
            return try automaticBackend()
        }
    }

    private func automaticBackend() throws -> any KeychainBackend {
        if let name = environment[KeychainEnvironment.backend], !name.isEmpty {
            switch KeychainBackendKind(rawValue: name) {
            case .secretService: return try SecretServiceBackend.connect(environment: environment)
            case .memory: return InMemoryKeychain.shared
            case .file:
                guard let passphrase = try KeychainEnvironment.vaultPassphrase(in: environment) else {
                    throw KeychainError(
                        .notAvailable, "\(KeychainEnvironment.backend)=file needs \(KeychainEnvironment.passphrase) or \(KeychainEnvironment.passphraseFile)")
                }
                return environmentVault(passphrase)
            case nil:
                let allowed = KeychainBackendKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw KeychainError(.param, "\(KeychainEnvironment.backend)=\(name) is not one of \(allowed)")
            }
        }
        let serviceError: KeychainError
        do {
            return try SecretServiceBackend.connect(environment: environment)
        } catch let error as KeychainError {
            serviceError = error
        }
        if let passphrase = try KeychainEnvironment.vaultPassphrase(in: environment) {
            return environmentVault(passphrase)
        }
        throw KeychainError(
            .notAvailable,
            "No keychain is available: \(serviceError.message); and no vault passphrase is set (\(KeychainEnvironment.passphrase) or \(KeychainEnvironment.passphraseFile))"
        )
    }

    private func environmentVault(_ passphrase: String) -> VaultBackend {
        VaultBackend(options: VaultOptions(directory: VaultOptions.defaultDirectory(environment: environment), key: .passphrase(passphrase)))
    }
}
