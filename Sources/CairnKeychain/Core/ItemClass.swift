/// The class of a keychain item (`kSecClass`). Raw values are Apple's (`"genp"`, `"inet"`).
public enum ItemClass: String, Sendable, CaseIterable, Codable {
    /// `kSecClassGenericPassword`: a password identified by service and account.
    case genericPassword = "genp"
    /// `kSecClassInternetPassword`: a password identified by server, protocol, port, path and account.
    case internetPassword = "inet"

    /// The attributes that identify an item of this class: two items with equal values for all of
    /// them are duplicates (Apple's primary key, `errSecDuplicateItem`).
    public var primaryKey: [KeychainAttribute] {
        switch self {
        case .genericPassword:
            [.accessGroup, .account, .service]
        case .internetPassword:
            [.accessGroup, .account, .securityDomain, .server, .protocol, .authenticationType, .port, .path]
        }
    }

    /// The attributes an item of this class may carry.
    public var allowedAttributes: Set<KeychainAttribute> {
        var common: Set<KeychainAttribute> = [
            .accessGroup, .account, .label, .comment, .description, .generic, .accessible,
            .creationDate, .modificationDate,
        ]
        switch self {
        case .genericPassword:
            common.insert(.service)
        case .internetPassword:
            common.formUnion([.server, .protocol, .port, .path, .securityDomain, .authenticationType])
        }
        return common
    }
}
