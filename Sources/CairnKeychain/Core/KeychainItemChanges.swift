import Foundation

/// What an update changes (`attributesToUpdate` of `SecItemUpdate`): attribute values to set and,
/// optionally, a new secret. Attributes not named keep their values.
///
/// ```swift
/// try store.update(matching: .genericPassword(service: "api", account: "me"),
///                  changes: KeychainItemChanges(data: Data(newToken.utf8)))
/// ```
public struct KeychainItemChanges: Hashable, Sendable {
    /// New attribute values. The access group, class and dates cannot be changed.
    public var attributes: [KeychainAttribute: AttributeValue]
    /// The new secret, or `nil` to keep the current one.
    public var data: Data?

    /// Creates a change set.
    public init(attributes: [KeychainAttribute: AttributeValue] = [:], data: Data? = nil) {
        self.attributes = attributes
        self.data = data
    }

    /// Whether the change set changes nothing.
    public var isEmpty: Bool { attributes.isEmpty && data == nil }

    /// `item` with these changes applied and its modification date set to `now`.
    func applied(to item: KeychainItem, at now: Date) -> KeychainItem {
        var changed = item
        changed.attributes.merge(attributes) { _, new in new }
        if let data { changed.data = data }
        changed.attributes[.modificationDate] = .date(now)
        return changed
    }
}
