#if !canImport(Security)
    import Foundation

    // Apple's Security-framework names, so code written for the Keychain compiles with
    // `import Security` replaced by `import CairnKeychain`. String values are Apple's.

    /// A result code (`errSec…`).
    public typealias OSStatus = Int32
    /// Any object returned by `SecItemCopyMatching` / `SecItemAdd` (`Data`, a dictionary or an array).
    public typealias CFTypeRef = AnyObject
    /// A SecItem dictionary; `[String: Any]` converts with `as CFDictionary`.
    public typealias CFDictionary = NSDictionary
    /// A string returned by `SecCopyErrorMessageString`.
    public typealias CFString = NSString

    /// No error.
    public let errSecSuccess: OSStatus = 0
    /// The function or feature is not implemented on this platform.
    public let errSecUnimplemented: OSStatus = KeychainError.Code.unimplemented.rawValue
    /// An I/O error occurred.
    public let errSecIO: OSStatus = KeychainError.Code.io.rawValue
    /// One or more parameters are not valid.
    public let errSecParam: OSStatus = KeychainError.Code.param.rawValue
    /// No keychain is available.
    public let errSecNotAvailable: OSStatus = KeychainError.Code.notAvailable.rawValue
    /// The passphrase or key is not correct.
    public let errSecAuthFailed: OSStatus = KeychainError.Code.authFailed.rawValue
    /// The keychain (vault file) is not valid.
    public let errSecInvalidKeychain: OSStatus = KeychainError.Code.invalidKeychain.rawValue
    /// The item already exists.
    public let errSecDuplicateItem: OSStatus = KeychainError.Code.duplicateItem.rawValue
    /// The item could not be found.
    public let errSecItemNotFound: OSStatus = KeychainError.Code.itemNotFound.rawValue
    /// User interaction (unlocking the keyring) is not allowed.
    public let errSecInteractionNotAllowed: OSStatus = KeychainError.Code.interactionNotAllowed.rawValue
    /// Stored data could not be decoded.
    public let errSecDecode: OSStatus = KeychainError.Code.decode.rawValue
    /// The access group is not one the keychain may use.
    public let errSecMissingEntitlement: OSStatus = KeychainError.Code.missingEntitlement.rawValue

    /// Key of the item class.
    public let kSecClass = "class"
    /// Generic-password class value.
    public let kSecClassGenericPassword = ItemClass.genericPassword.rawValue
    /// Internet-password class value.
    public let kSecClassInternetPassword = ItemClass.internetPassword.rawValue

    /// Key of the access group attribute.
    public let kSecAttrAccessGroup = KeychainAttribute.accessGroup.rawValue
    /// Key of the service attribute.
    public let kSecAttrService = KeychainAttribute.service.rawValue
    /// Key of the account attribute.
    public let kSecAttrAccount = KeychainAttribute.account.rawValue
    /// Key of the label attribute.
    public let kSecAttrLabel = KeychainAttribute.label.rawValue
    /// Key of the comment attribute.
    public let kSecAttrComment = KeychainAttribute.comment.rawValue
    /// Key of the description attribute.
    public let kSecAttrDescription = KeychainAttribute.description.rawValue
    /// Key of the generic-data attribute.
    public let kSecAttrGeneric = KeychainAttribute.generic.rawValue
    /// Key of the server attribute.
    public let kSecAttrServer = KeychainAttribute.server.rawValue
    /// Key of the protocol attribute.
    public let kSecAttrProtocol = KeychainAttribute.protocol.rawValue
    /// Key of the port attribute.
    public let kSecAttrPort = KeychainAttribute.port.rawValue
    /// Key of the path attribute.
    public let kSecAttrPath = KeychainAttribute.path.rawValue
    /// Key of the security-domain attribute.
    public let kSecAttrSecurityDomain = KeychainAttribute.securityDomain.rawValue
    /// Key of the authentication-type attribute.
    public let kSecAttrAuthenticationType = KeychainAttribute.authenticationType.rawValue
    /// Key of the accessibility attribute.
    public let kSecAttrAccessible = KeychainAttribute.accessible.rawValue
    /// Key of the creation date.
    public let kSecAttrCreationDate = KeychainAttribute.creationDate.rawValue
    /// Key of the modification date.
    public let kSecAttrModificationDate = KeychainAttribute.modificationDate.rawValue
    /// Key of the synchronizable flag (only `false` and ``kSecAttrSynchronizableAny`` are accepted).
    public let kSecAttrSynchronizable = "sync"
    /// Query value matching synchronizable and non-synchronizable items.
    public let kSecAttrSynchronizableAny = "syna"
    /// Accepted and ignored: every Cairn keychain behaves like the data-protection keychain.
    public let kSecUseDataProtectionKeychain = "nleg"

    /// Key of the secret.
    public let kSecValueData = "v_Data"
    /// Key asking for the secret in the result.
    public let kSecReturnData = "r_Data"
    /// Key asking for the attributes in the result.
    public let kSecReturnAttributes = "r_Attributes"
    /// Key asking for an item reference (not supported: `errSecUnimplemented`).
    public let kSecReturnRef = "r_Ref"
    /// Key asking for a persistent reference (not supported: `errSecUnimplemented`).
    public let kSecReturnPersistentRef = "r_PersistentRef"
    /// Key of the match limit.
    public let kSecMatchLimit = "m_Limit"
    /// Match-limit value: the first match.
    public let kSecMatchLimitOne = "m_LimitOne"
    /// Match-limit value: every match.
    public let kSecMatchLimitAll = "m_LimitAll"

    /// Accessibility value (see ``KeychainAccessibility`` for its Linux meaning).
    public let kSecAttrAccessibleWhenUnlocked = KeychainAccessibility.whenUnlocked.rawValue
    /// Accessibility value (see ``KeychainAccessibility`` for its Linux meaning).
    public let kSecAttrAccessibleAfterFirstUnlock = KeychainAccessibility.afterFirstUnlock.rawValue
    /// Accessibility value (see ``KeychainAccessibility`` for its Linux meaning).
    public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly = KeychainAccessibility.whenUnlockedThisDeviceOnly.rawValue
    /// Accessibility value (see ``KeychainAccessibility`` for its Linux meaning).
    public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly = KeychainAccessibility.afterFirstUnlockThisDeviceOnly.rawValue
    /// Accessibility value (see ``KeychainAccessibility`` for its Linux meaning).
    public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly = KeychainAccessibility.whenPasscodeSetThisDeviceOnly.rawValue

    /// Protocol value for HTTP.
    public let kSecAttrProtocolHTTP = InternetProtocol.http.rawValue
    /// Protocol value for HTTPS.
    public let kSecAttrProtocolHTTPS = InternetProtocol.https.rawValue
    /// Protocol value for FTP.
    public let kSecAttrProtocolFTP = InternetProtocol.ftp.rawValue
    /// Protocol value for SSH.
    public let kSecAttrProtocolSSH = InternetProtocol.ssh.rawValue
#endif
