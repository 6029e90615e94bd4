import Foundation
import Testing

@testable import CairnKeychain

/// Facts about the Secret Service backend itself (the shared spec runs in KeychainSpecTests).
@Suite("Secret Service backend")
struct SecretServiceTests {
    @Test("The Secret Service answers (skipped with instructions where none runs; required in CI)")
    func reachable() throws {
        let context = try BackendContext(.secretService)
        defer { context.cleanUp() }
        #expect(try context.store().backendKind == .secretService)
    }

    @Test("Items carry readable attributes under Cairn's schema, so keyring tools can find them")
    func schemaAttributes() throws {
        let context = try BackendContext(.secretService)
        defer { context.cleanUp() }
        let store = try context.store()
        try store.add(genericPassword(service: "interop", account: "me", secret: "s"))
        let attributes = SecretServiceSchema.attributes(of: .genericPassword, in: context.group(), [.service: .string("interop")])
        #expect(attributes == ["class": "genp", "access-group": context.group(), "service": "interop"])
        let backend = try #require(store.backend as? SecretServiceBackend)
        let found = try backend.items(in: context.group(), matching: KeychainQuery(.genericPassword, filter: [.service: .string("interop")]), loadData: false)
        #expect(found.count == 1 && found[0].handle.hasPrefix("/org/freedesktop/secrets/collection/"))
    }
}

extension SecretServiceTests {
    @Test("A vault key held in the Secret Service is created once and unlocks the vault")
    func vaultKeyInSecretService() throws {
        let context = try BackendContext(.secretService)
        defer { context.cleanUp() }
        let name = "test-\(UUID().uuidString)"
        defer {
            let keys = try? KeychainStore(configuration: .init(backend: .secretService, accessGroups: [VaultKey.secretServiceGroup]))
            _ = try? keys?.delete(matching: .genericPassword(service: VaultKey.secretServiceService, account: name))
        }
        let options = VaultOptions(directory: context.directory, key: try .heldInSecretService(name: name))
        try KeychainStore(configuration: .init(backend: .fileVault(options), accessGroups: ["g"])).add(genericPassword(account: "a", secret: "held"))
        let again = VaultOptions(directory: context.directory, key: try .heldInSecretService(name: name))
        #expect(try secret(in: KeychainStore(configuration: .init(backend: .fileVault(again), accessGroups: ["g"])), account: "a") == "held")
    }
}
