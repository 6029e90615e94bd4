/// When an item's secret may be read (`kSecAttrAccessible`). Raw values are Apple's.
///
/// **What each class means on Linux** (there is no Secure Enclave and no per-class key):
/// - ``whenUnlocked`` / ``afterFirstUnlock``: on the Secret Service, the item is readable while its
///   collection (normally the login keyring, unlocked by PAM at login) is unlocked; Cairn never
///   prompts, so a locked collection gives `errSecInteractionNotAllowed`. In a file vault, the item is
///   readable by whoever opens the vault with its passphrase or key. The two classes behave the same.
/// - `…ThisDeviceOnly`: recorded and returned, but nothing stops the keyring or vault file from being
///   copied by a home-directory backup; Cairn itself never syncs anything anywhere.
/// - ``whenPasscodeSetThisDeviceOnly``: Linux has no device passcode; it behaves as
///   ``whenUnlockedThisDeviceOnly``.
public enum KeychainAccessibility: String, Sendable, CaseIterable, Codable {
    /// `kSecAttrAccessibleWhenUnlocked` (Apple's default).
    case whenUnlocked = "ak"
    /// `kSecAttrAccessibleAfterFirstUnlock`.
    case afterFirstUnlock = "ck"
    /// `kSecAttrAccessibleWhenUnlockedThisDeviceOnly`.
    case whenUnlockedThisDeviceOnly = "aku"
    /// `kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`.
    case afterFirstUnlockThisDeviceOnly = "cku"
    /// `kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly`.
    case whenPasscodeSetThisDeviceOnly = "akpu"
}
