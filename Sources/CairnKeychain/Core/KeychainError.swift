/// An error from a keychain operation, carrying the `OSStatus` number Apple's Security framework
/// uses for the same condition, so ported code can keep switching on `errSecDuplicateItem` & co.
///
/// ```swift
/// do {
///     try store.add(item)
/// } catch let error as KeychainError where error.code == .duplicateItem {
///     try store.update(matching: query, changes: changes)
/// }
/// ```
///
/// The message never contains a secret: it names the operation, the item class, service and
/// account at most.
public struct KeychainError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An extensible error code whose raw value is Apple's `OSStatus` number.
    public struct Code: RawRepresentable, Hashable, Sendable {
        /// The `OSStatus` number (for example -25299 for a duplicate item).
        public let rawValue: Int32
        /// Creates a code from an `OSStatus` number.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// `errSecUnimplemented` (-4): the feature does not exist on this platform.
        public static let unimplemented = Code(rawValue: -4)
        /// `errSecIO` (-36): reading or writing a file or the bus failed.
        public static let io = Code(rawValue: -36)
        /// `errSecParam` (-50): a parameter is missing or invalid.
        public static let param = Code(rawValue: -50)
        /// `errSecNotAvailable` (-25291): no keychain backend is available.
        public static let notAvailable = Code(rawValue: -25291)
        /// `errSecAuthFailed` (-25293): wrong vault passphrase or key.
        public static let authFailed = Code(rawValue: -25293)
        /// `errSecInvalidKeychain` (-25295): the vault file is corrupt, tampered with or not a vault.
        public static let invalidKeychain = Code(rawValue: -25295)
        /// `errSecDuplicateItem` (-25299): an item with the same primary key already exists.
        public static let duplicateItem = Code(rawValue: -25299)
        /// `errSecItemNotFound` (-25300): no item matches the query.
        public static let itemNotFound = Code(rawValue: -25300)
        /// `errSecInteractionNotAllowed` (-25308): the keyring is locked and Cairn never prompts.
        public static let interactionNotAllowed = Code(rawValue: -25308)
        /// `errSecDecode` (-26275): stored data could not be decoded.
        public static let decode = Code(rawValue: -26275)
        /// `errSecMissingEntitlement` (-34018): the access group is not one this keychain may use.
        public static let missingEntitlement = Code(rawValue: -34018)
    }

    /// What went wrong, as an `OSStatus`-numbered code.
    public let code: Code
    /// A human-readable explanation. Never contains secret data.
    public let message: String

    /// Creates an error.
    /// - Parameters:
    ///   - code: the `OSStatus`-numbered code.
    ///   - message: an explanation without secrets.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The `OSStatus` number of ``code``, for code that compares with `errSec…` constants.
    public var status: Int32 { code.rawValue }

    /// `"<message> (OSStatus <n>)"`.
    public var description: String { "\(message) (OSStatus \(code.rawValue))" }
}
