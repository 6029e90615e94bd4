import Crypto
import Foundation

extension VaultKey {
    /// The access group holding vault keys in the Secret Service.
    static let secretServiceGroup = "org.cairn.vault-keys"
    /// The service of vault-key items.
    static let secretServiceService = "org.cairn.vault-key"

    /// A random 256-bit vault key held in the Secret Service under `name`, created on first use —
    /// for a vault whose key should be unlocked with the user's login rather than a passphrase.
    ///
    /// ```swift
    /// let options = VaultOptions(key: try .heldInSecretService(name: "com.example.app"))
    /// ```
    /// - Throws: `.notAvailable` without a Secret Service; `.decode` if the stored key is not 32 bytes.
    public static func heldInSecretService(
        name: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> VaultKey {
        let store = try KeychainStore(configuration: .init(backend: .secretService, accessGroups: [secretServiceGroup], environment: environment))
        var query = KeychainQuery.genericPassword(service: secretServiceService, account: name)
        query.returnData = true
        func stored() throws -> VaultKey {
            guard let data = try store.item(matching: query).data, data.count == 32 else {
                throw KeychainError(.decode, "The vault key \"\(name)\" in the Secret Service is not 256 bits")
            }
            return .symmetricKey(SymmetricKey(data: data))
        }
        do {
            return try stored()
        } catch let error as KeychainError where error.code == .itemNotFound {
            let key = SymmetricKey(size: .bits256)
            var item = KeychainItem(.genericPassword, data: key.withUnsafeBytes { Data($0) })
            item.service = secretServiceService
            item.account = name
            item.label = "Cairn keychain vault key (\(name))"
            do {
                try store.add(item)
                return .symmetricKey(key)
            } catch let error as KeychainError where error.code == .duplicateItem {
                return try stored()  // another process created it first: use theirs
            }
        }
    }
}
