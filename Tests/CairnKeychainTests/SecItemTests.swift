import Foundation
import Testing

@testable import CairnKeychain

/// The SecItem functions and the seeds' wrappers, on every backend.
@Suite("SecItem API and the seeds' wrappers")
struct SecItemTests {
    @Test("Seed 001's Keychain.save/read/delete work unchanged", arguments: allBackends)
    func seed001(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        defer { context.cleanUp() }
        let store = try context.store()
        try KeychainStore.using(store) {
            try Seed001.Keychain.save(Data("token-1".utf8), service: "com.myapp.auth", account: "accessToken")
            try Seed001.Keychain.save(Data("token-2".utf8), service: "com.myapp.auth", account: "accessToken")
            let stored = try String(data: Seed001.Keychain.read(service: "com.myapp.auth", account: "accessToken"), encoding: .utf8)
            #expect(stored == "token-2")
            try Seed001.Keychain.delete(service: "com.myapp.auth", account: "accessToken")
            try Seed001.Keychain.delete(service: "com.myapp.auth", account: "accessToken")
            #expect(throws: Seed001.KeychainError.self) { try Seed001.Keychain.read(service: "com.myapp.auth", account: "accessToken") }
        }
        expectKeychainError(.itemNotFound) { try store.item(matching: KeychainQuery(.genericPassword)) }
    }

    @Test("Seed 000's KeychainManager saves once, then hits errSecDuplicateItem like on iOS", arguments: allBackends)
    func seed000(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        defer { context.cleanUp() }
        let store = try context.store()
        KeychainStore.using(store) {
            let manager = KeychainManager()
            #expect(manager.readToken() == nil)
            #expect(manager.saveToken(token: "abc"))
            #expect(manager.readToken() == "abc")
            #expect(!manager.saveToken(token: "def"))
            #expect(manager.readToken() == "abc")
        }
    }

    @Test("An access group the keychain was not given is errSecMissingEntitlement; a given one works", arguments: allBackends)
    func seed000AccessGroup(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        let store = try context.store()
        KeychainStore.using(store) { #expect(!savePasswordToKeychain(password: "pw")) }
        let shared = try KeychainStore(configuration: .init(backend: .memory(InMemoryKeychain()), accessGroups: ["com.example.myapp.shared-keychain"]))
        KeychainStore.using(shared) { #expect(savePasswordToKeychain(password: "pw")) }
    }

    @Test("Result shapes follow SecItemCopyMatching's documentation", arguments: allBackends)
    func resultShapes(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        defer { context.cleanUp() }
        let store = try context.store()
        KeychainStore.using(store) {
            for account in ["a", "b"] {
                let item: [String: Any] = [
                    kSecClass: kSecClassGenericPassword, kSecAttrService: "shapes", kSecAttrAccount: account,
                    kSecAttrLabel: "label-\(account)", kSecValueData: Data("pw-\(account)".utf8),
                ]
                #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
            }
            let base: [String: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: "shapes"]
            func copy(_ extra: [String: Any]) -> (OSStatus, AnyObject?) {
                var result: AnyObject?
                let status = SecItemCopyMatching(base.merging(extra) { $1 } as CFDictionary, &result)
                return (status, result)
            }
            let (noReturn, nothing) = copy([:])
            #expect(noReturn == errSecSuccess && nothing == nil)
            #expect(copy([kSecReturnData: true, kSecAttrAccount: "a"]).1 as? Data == Data("pw-a".utf8))
            let attributes = copy([kSecReturnAttributes: true, kSecAttrAccount: "b"]).1 as? [String: Any]
            #expect(attributes?[kSecAttrLabel] as? String == "label-b" && attributes?[kSecValueData] == nil)
            #expect(attributes?[kSecAttrCreationDate] is Date)
            let both = copy([kSecReturnAttributes: true, kSecReturnData: true, kSecAttrAccount: "b"]).1 as? [String: Any]
            #expect(both?[kSecValueData] as? Data == Data("pw-b".utf8))
            let all = copy([kSecReturnAttributes: true, kSecMatchLimit: kSecMatchLimitAll]).1 as? [[String: Any]]
            #expect(Set(all?.compactMap { $0[kSecAttrAccount] as? String } ?? []) == ["a", "b"])
            let datas = copy([kSecReturnData: true, kSecMatchLimit: 2]).1 as? [Data]
            #expect(Set(datas ?? []) == [Data("pw-a".utf8), Data("pw-b".utf8)])
            #expect(copy([kSecAttrAccount: "zzz", kSecReturnData: true]).0 == errSecItemNotFound)
        }
    }

    @Test("SecItemUpdate and SecItemDelete report Apple's statuses", arguments: allBackends)
    func updateAndDelete(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        defer { context.cleanUp() }
        let store = try context.store()
        KeychainStore.using(store) {
            let query: [String: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: "u", kSecAttrAccount: "me"]
            #expect(SecItemUpdate(query as CFDictionary, [kSecValueData: Data("x".utf8)] as CFDictionary) == errSecItemNotFound)
            #expect(SecItemAdd(query.merging([kSecValueData: Data("old".utf8)]) { $1 } as CFDictionary, nil) == errSecSuccess)
            #expect(SecItemAdd(query as CFDictionary, nil) == errSecDuplicateItem)
            #expect(SecItemUpdate(query as CFDictionary, [kSecValueData: Data("new".utf8)] as CFDictionary) == errSecSuccess)
            #expect(SecItemUpdate(query as CFDictionary, [kSecClass: kSecClassGenericPassword] as CFDictionary) == errSecParam)
            var result: AnyObject?
            #expect(SecItemCopyMatching(query.merging([kSecReturnData: true]) { $1 } as CFDictionary, &result) == errSecSuccess)
            #expect(result as? Data == Data("new".utf8))
            #expect(SecItemDelete(query as CFDictionary) == errSecSuccess)
            #expect(SecItemDelete(query as CFDictionary) == errSecItemNotFound)
        }
    }

    @Test("Malformed dictionaries are errSecParam; unsupported features say so")
    func malformed() throws {
        let store = try KeychainStore(configuration: .init(backend: .memory(InMemoryKeychain()), accessGroups: ["g"]))
        KeychainStore.using(store) {
            #expect(SecItemAdd([kSecAttrAccount: "no class"] as CFDictionary, nil) == errSecParam)
            #expect(SecItemAdd([kSecClass: "keys"] as CFDictionary, nil) == errSecParam)
            #expect(SecItemAdd([kSecClass: kSecClassGenericPassword, kSecAttrAccount: 42] as CFDictionary, nil) == errSecParam)
            #expect(SecItemAdd([kSecClass: kSecClassGenericPassword, "bogus": 1] as CFDictionary, nil) == errSecParam)
            #expect(SecItemAdd([kSecClass: kSecClassGenericPassword, kSecAttrSynchronizable: true] as CFDictionary, nil) == errSecUnimplemented)
            #expect(SecItemCopyMatching([kSecClass: kSecClassGenericPassword, kSecReturnRef: true] as CFDictionary, nil) == errSecUnimplemented)
            #expect(SecItemCopyMatching([kSecClass: kSecClassGenericPassword, kSecMatchLimit: 0] as CFDictionary, nil) == errSecParam)
            #expect((SecCopyErrorMessageString(errSecDuplicateItem, nil) as String?)?.contains("already exists") == true)
        }
    }
}
