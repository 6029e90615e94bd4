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
