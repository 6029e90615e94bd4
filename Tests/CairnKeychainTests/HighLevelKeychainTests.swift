import Foundation
import Testing

@testable import CairnKeychain

/// `Keychain(service:)`: the common case.
@Suite("Keychain(service:) convenience API")
struct HighLevelKeychainTests {
    @Test("set/get/remove and the subscript upsert without duplicate errors", arguments: allBackends)
    func basics(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        let keychain = Keychain(service: "com.myapp.auth", store: try context.store())
        #expect(try keychain.get("accessToken") == nil)
        try keychain.set("first", for: "accessToken")
        try keychain.set("second", for: "accessToken")
        #expect(try keychain.get("accessToken") == "second")
        keychain["refreshToken"] = "refresh"
        #expect(keychain["refreshToken"] == "refresh")
        #expect(try keychain.allKeys() == ["accessToken", "refreshToken"])
        keychain["refreshToken"] = nil
        try keychain.remove("accessToken")
        try keychain.remove("accessToken")
        #expect(try keychain.allKeys() == [])
    }

    @Test("Binary values, non-UTF-8 reads and accessibility", arguments: allBackends)
    func dataValues(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        let store = try context.store()
        let keychain = Keychain(service: "bin", accessibility: .afterFirstUnlockThisDeviceOnly, store: store)
        try keychain.set(Data([0xFF, 0xFE, 0x00]), for: "key")
        #expect(try keychain.data(for: "key") == Data([0xFF, 0xFE, 0x00]))
        expectKeychainError(.decode) { try keychain.get("key") }
        #expect(try store.item(matching: .genericPassword(service: "bin", account: "key")).accessibility == .afterFirstUnlockThisDeviceOnly)
    }

    @Test("Without a store, Keychain uses KeychainStore.current(), which a task can override")
    func currentStore() throws {
        let store = try KeychainStore(configuration: .init(backend: .memory(InMemoryKeychain()), accessGroups: ["g"]))
        KeychainStore.using(store) { Keychain(service: "com.myapp.auth")["accessToken"] = "token" }
        #expect(try Keychain(service: "com.myapp.auth", store: store).get("accessToken") == "token")
    }

    @Test("Access groups scope a Keychain value's reads and writes")
    func accessGroup() throws {
        let store = try KeychainStore(configuration: .init(backend: .memory(InMemoryKeychain()), accessGroups: ["app", "shared"]))
        try Keychain(service: "s", accessGroup: "shared", store: store).set("shared value", for: "k")
        #expect(try Keychain(service: "s", accessGroup: "app", store: store).get("k") == nil)
        #expect(try Keychain(service: "s", store: store).get("k") == "shared value")
        #expect(throws: KeychainError.self) { try Keychain(service: "s", accessGroup: "other", store: store).set("x", for: "k") }
    }
}
