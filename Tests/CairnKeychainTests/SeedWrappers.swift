// The Keychain wrappers of the seed documents, copied as written with only the imports changed
// (`import UIKit` / `import Security` → `import Foundation` / `import CairnKeychain`). They are
// namespaced in enums so their `Keychain` and `KeychainError` do not collide with the library's.
import CairnKeychain
import Foundation

/// Seed 001: `enum Keychain { save / read / delete }`.
enum Seed001 {
    enum KeychainError: Error { case unhandled(OSStatus), notFound, badData }

    enum Keychain {
        static func save(_ data: Data, service: String, account: String) throws {
            let query: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword,
                kSecAttrService as String: service,
                kSecAttrAccount as String: account,
                kSecValueData as String: data,
                kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
            ]
            SecItemDelete(query as CFDictionary)  // remove existing
            let status = SecItemAdd(query as CFDictionary, nil)
            guard status == errSecSuccess else { throw KeychainError.unhandled(status) }
        }

        static func read(service: String, account: String) throws -> Data {
            let query: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword,
                kSecAttrService as String: service,
                kSecAttrAccount as String: account,
                kSecReturnData as String: true,
                kSecMatchLimit as String: kSecMatchLimitOne,
            ]
            var result: AnyObject?
            let status = SecItemCopyMatching(query as CFDictionary, &result)
            guard status != errSecItemNotFound else { throw KeychainError.notFound }
            guard status == errSecSuccess, let data = result as? Data else {
                throw KeychainError.unhandled(status)
            }
            return data
        }

        static func delete(service: String, account: String) throws {
            let query: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword,
                kSecAttrService as String: service,
                kSecAttrAccount as String: account,
            ]
            let status = SecItemDelete(query as CFDictionary)
            guard status == errSecSuccess || status == errSecItemNotFound else {
                throw KeychainError.unhandled(status)
            }
        }
    }
}

/// Seed 000: `class KeychainManager` (its `readToken` uses `service` and `account`, which the seed
/// leaves undeclared; they are declared here with the values `saveToken` uses).
class KeychainManager {
    private let serviceName = "MyAppTokenService"
    private var service: String { serviceName }
    private let account = "MyAppToken"

    func saveToken(token: String) -> Bool {
        guard let tokenData = token.data(using: .utf8) else {
            return false
        }
        let keychainItem =
            [
                kSecClass: kSecClassGenericPassword,
                kSecAttrService: serviceName,
                kSecAttrAccount: "MyAppToken",
                kSecValueData: tokenData,
            ] as CFDictionary
        let status = SecItemAdd(keychainItem, nil)
        return status == errSecSuccess
    }

    func readToken() -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var result: AnyObject?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecSuccess,
            let tokenData =
                result as? Data,
            let token = String(
                data:
                    tokenData, encoding: .utf8)
        {
            return token
        } else {
            return nil
        }
    }
}

/// Seed 000: saving into a shared access group.
func savePasswordToKeychain(password: String) -> Bool {
    guard let data = password.data(using: .utf8) else {
        return false
    }
    let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccessGroup as String:
            "com.example.myapp.shared-keychain",
        kSecAttrAccount as String: "myPassword",
        kSecValueData as String: data,
    ]
    SecItemDelete(query as CFDictionary)
    let status = SecItemAdd(query as CFDictionary, nil)
    return status == errSecSuccess
}
