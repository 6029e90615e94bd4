/// An item attribute (`kSecAttr…`). Raw values are Apple's attribute keys (`"svce"`, `"acct"` …), so a
/// SecItem dictionary key maps to a case with `KeychainAttribute(rawValue:)`.
public enum KeychainAttribute: String, Sendable, CaseIterable, Codable, Comparable {
    /// `kSecAttrAccessGroup`: the group that shares the item (see ``KeychainConfiguration/accessGroups``).
    case accessGroup = "agrp"
    /// `kSecAttrService`: the service of a generic password.
    case service = "svce"
    /// `kSecAttrAccount`: the account (user name, key name).
    case account = "acct"
    /// `kSecAttrLabel`: a user-visible label.
    case label = "labl"
    /// `kSecAttrComment`: a user-editable comment.
    case comment = "icmt"
    /// `kSecAttrDescription`: a user-visible kind description.
    case description = "desc"
    /// `kSecAttrGeneric`: application data (not secret, stored in the clear on the Secret Service).
    case generic = "gena"
    /// `kSecAttrServer`: the server of an internet password.
    case server = "srvr"
    /// `kSecAttrProtocol`: the protocol of an internet password (see ``InternetProtocol``).
    case `protocol` = "ptcl"
    /// `kSecAttrPort`: the port of an internet password.
    case port = "port"
    /// `kSecAttrPath`: the path of an internet password.
    case path = "path"
    /// `kSecAttrSecurityDomain`: the security domain (realm) of an internet password.
    case securityDomain = "sdmn"
    /// `kSecAttrAuthenticationType`: the authentication scheme of an internet password.
    case authenticationType = "atyp"
    /// `kSecAttrAccessible`: when the item is readable (see ``KeychainAccessibility``).
    case accessible = "pdmn"
    /// `kSecAttrCreationDate`: set by the keychain when the item is added.
    case creationDate = "cdat"
    /// `kSecAttrModificationDate`: set by the keychain when the item is added or updated.
    case modificationDate = "mdat"

    /// The value type of an attribute.
    public enum Kind: Sendable {
        /// A string (most attributes).
        case string
        /// Raw bytes (``generic``).
        case data
        /// An integer (``port``).
        case integer
        /// A date (``creationDate``, ``modificationDate``).
        case date
    }

    /// The type of value this attribute holds.
    public var kind: Kind {
        switch self {
        case .generic: .data
        case .port: .integer
        case .creationDate, .modificationDate: .date
        default: .string
        }
    }

    /// Whether the keychain maintains this attribute itself (it cannot be set by callers).
    public var isManaged: Bool { self == .creationDate || self == .modificationDate }

    /// The value an attribute of the primary key takes when an added item does not set it.
    var primaryKeyDefault: AttributeValue {
        kind == .integer ? .integer(0) : .string("")
    }

    /// Orders attributes by their raw value, for deterministic output.
    public static func < (lhs: KeychainAttribute, rhs: KeychainAttribute) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
