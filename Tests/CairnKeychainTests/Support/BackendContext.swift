import Foundation
import Testing

@testable import CairnKeychain

/// One test's view of one backend: a private temporary directory, access groups no other test
/// uses, and stores over the same underlying storage (so two stores act like two processes).
final class BackendContext {
    let kind: KeychainBackendKind
    let directory: URL
    let passphrase = "pass-\(UUID().uuidString)"
    private let memory = InMemoryKeychain()
    private let groupPrefix = "cairn-test-\(UUID().uuidString)"
    private var usedGroups: Set<String> = []

    /// Opens a context; for the Secret Service, cancels the test with instructions when no service
    /// answers, or records a failure when `CAIRN_REQUIRE_SECRET_SERVICE=1`.
    init(_ kind: KeychainBackendKind) throws {
        self.kind = kind
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-keychain-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if kind == .secretService { try SecretServiceAvailability.requireOrCancel() }
    }

    /// A unique access-group name for `name` in this test.
    func group(_ name: String = "main") -> String { "\(groupPrefix).\(name)" }

    /// The vault options every file-vault store of this context uses.
    var vaultOptions: VaultOptions {
        VaultOptions(directory: directory.appendingPathComponent("vault"), key: .passphrase(passphrase), scrypt: .testing)
    }

    /// A store over this context's storage with the given groups (test-unique names).
    func store(groups names: [String] = ["main"]) throws -> KeychainStore {
        let groups = names.map(group)
        usedGroups.formUnion(groups)
        let backend: KeychainConfiguration.Backend =
            switch kind {
            case .memory: .memory(memory)
            case .file: .fileVault(vaultOptions)
            case .secretService: .secretService
            }
        return try KeychainStore(configuration: KeychainConfiguration(backend: backend, accessGroups: groups, environment: ProcessInfo.processInfo.environment))
    }

    /// Removes this test's items from a shared Secret Service and its temporary directory.
    /// Call it in a `defer` right after creating the context.
    func cleanUp() {
        if kind == .secretService, let store = try? KeychainStore(configuration: .init(backend: .secretService, accessGroups: Array(usedGroups))) {
            for itemClass in ItemClass.allCases { _ = try? store.delete(matching: KeychainQuery(itemClass)) }
        }
        try? FileManager.default.removeItem(at: directory)
    }
}
