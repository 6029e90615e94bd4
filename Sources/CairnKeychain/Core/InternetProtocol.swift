/// The protocol of an internet password (`kSecAttrProtocol`). Raw values are Apple's four-character
/// codes (`"htps"` for HTTPS), so values written by ported code compare equal.
public struct InternetProtocol: RawRepresentable, Hashable, Sendable, Codable {
    /// The four-character code.
    public let rawValue: String
    /// Creates a protocol from its four-character code.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `kSecAttrProtocolHTTP`.
    public static let http = InternetProtocol(rawValue: "http")
    /// `kSecAttrProtocolHTTPS`.
    public static let https = InternetProtocol(rawValue: "htps")
    /// `kSecAttrProtocolFTP`.
    public static let ftp = InternetProtocol(rawValue: "ftp ")
    /// `kSecAttrProtocolSSH`.
    public static let ssh = InternetProtocol(rawValue: "ssh ")
    /// `kSecAttrProtocolSMTP`.
    public static let smtp = InternetProtocol(rawValue: "smtp")
    /// `kSecAttrProtocolIMAP`.
    public static let imap = InternetProtocol(rawValue: "imap")
    /// `kSecAttrProtocolIMAPS`.
    public static let imaps = InternetProtocol(rawValue: "imps")
    /// `kSecAttrProtocolLDAP`.
    public static let ldap = InternetProtocol(rawValue: "ldap")
}
