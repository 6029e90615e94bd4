import Foundation

/// A keychain item: its class, its attributes and (when loaded) its secret.
///
/// ```swift
/// var item = KeychainItem(.genericPassword)
/// item.service = "com.myapp.auth"
/// item.account = "accessToken"
/// item.data = Data(token.utf8)
/// try store.add(item)
/// ```
public struct KeychainItem: Hashable, Sendable {
    /// The item's class (`kSecClass`).
    public var itemClass: ItemClass
    /// The item's attributes. Use the typed accessors (``service``, ``account`` …) for convenience.
    public var attributes: [KeychainAttribute: AttributeValue]
    /// The secret (`kSecValueData`); `nil` when it was not requested or not set.
    public var data: Data?

    /// Creates an item.
    /// - Parameters:
    ///   - itemClass: generic or internet password.
    ///   - attributes: initial attributes.
    ///   - data: the secret.
    public init(_ itemClass: ItemClass, attributes: [KeychainAttribute: AttributeValue] = [:], data: Data? = nil) {
        self.itemClass = itemClass
        self.attributes = attributes
        self.data = data
    }

    /// The value of `attribute`, or `nil`.
    public subscript(attribute: KeychainAttribute) -> AttributeValue? {
        get { attributes[attribute] }
        set { attributes[attribute] = newValue }
    }

    /// A short description for error messages: class, service or server, and account. No secret.
    var summary: String {
        let place = attributes[.service]?.stringValue ?? attributes[.server]?.stringValue ?? ""
        let account = attributes[.account]?.stringValue ?? ""
        return "\(itemClass.rawValue) item service/server \"\(place)\" account \"\(account)\""
    }
}
