import Foundation

extension KeychainItem {
    /// `kSecAttrService`.
    public var service: String? {
        get { attributes[.service]?.stringValue }
        set { attributes[.service] = newValue.map(AttributeValue.string) }
    }

    /// `kSecAttrAccount`.
    public var account: String? {
        get { attributes[.account]?.stringValue }
        set { attributes[.account] = newValue.map(AttributeValue.string) }
    }

    /// `kSecAttrAccessGroup`. When `nil` on add, the keychain's default group is used.
    public var accessGroup: String? {
        get { attributes[.accessGroup]?.stringValue }
        set { attributes[.accessGroup] = newValue.map(AttributeValue.string) }
    }

    /// `kSecAttrLabel`.
    public var label: String? {
        get { attributes[.label]?.stringValue }
        set { attributes[.label] = newValue.map(AttributeValue.string) }
    }

    /// `kSecAttrComment`.
    public var comment: String? {
        get { attributes[.comment]?.stringValue }
        set { attributes[.comment] = newValue.map(AttributeValue.string) }
    }

    /// `kSecAttrGeneric`: application bytes stored next to the secret (not encrypted on the Secret Service).
    public var generic: Data? {
        get { attributes[.generic]?.dataValue }
        set { attributes[.generic] = newValue.map(AttributeValue.data) }
    }

    /// `kSecAttrServer` (internet passwords).
    public var server: String? {
        get { attributes[.server]?.stringValue }
        set { attributes[.server] = newValue.map(AttributeValue.string) }
    }

    /// `kSecAttrProtocol` (internet passwords).
    public var `protocol`: InternetProtocol? {
        get { attributes[.protocol]?.stringValue.map(InternetProtocol.init(rawValue:)) }
        set { attributes[.protocol] = newValue.map { .string($0.rawValue) } }
    }

    /// `kSecAttrPort` (internet passwords).
    public var port: Int? {
        get { attributes[.port]?.integerValue }
        set { attributes[.port] = newValue.map(AttributeValue.integer) }
    }

    /// `kSecAttrPath` (internet passwords).
    public var path: String? {
        get { attributes[.path]?.stringValue }
        set { attributes[.path] = newValue.map(AttributeValue.string) }
    }

    /// `kSecAttrAccessible`. Items without one are stored as ``KeychainAccessibility/whenUnlocked``.
    public var accessibility: KeychainAccessibility? {
        get { attributes[.accessible]?.stringValue.flatMap(KeychainAccessibility.init(rawValue:)) }
        set { attributes[.accessible] = newValue.map { .string($0.rawValue) } }
    }

    /// `kSecAttrCreationDate`, set by the keychain on add.
    public var creationDate: Date? { attributes[.creationDate]?.dateValue }

    /// `kSecAttrModificationDate`, set by the keychain on add and update.
    public var modificationDate: Date? { attributes[.modificationDate]?.dateValue }
}
