/// How keychain items are spelled as Secret Service items: every attribute becomes a string
/// attribute with a readable name (so `secret-tool search service X` finds them), under the libsecret
/// schema `org.cairn.Keychain`. The secret is the item's secret value.
enum SecretServiceSchema {
    /// The `xdg:schema` name of Cairn's items.
    static let name = "org.cairn.Keychain"
    /// The attribute holding the item class.
    static let classAttribute = "class"

    /// The Secret Service attribute name of each keychain attribute.
    static let names: [KeychainAttribute: String] = [
        .accessGroup: "access-group", .service: "service", .account: "account", .label: "label",
        .comment: "comment", .description: "description", .generic: "generic", .server: "server",
        .protocol: "protocol", .port: "port", .path: "path", .securityDomain: "security-domain",
        .authenticationType: "authentication-type", .accessible: "accessible",
        .creationDate: "created", .modificationDate: "modified",
    ]

    /// Every attribute name the schema declares.
    static var allNames: [String] { [classAttribute] + names.values.sorted() }

    /// The search or storage attributes for `filter` in `group`, of class `itemClass`.
    static func attributes(of itemClass: ItemClass, in group: String, _ filter: [KeychainAttribute: AttributeValue]) -> [String: String] {
        var result = [classAttribute: itemClass.rawValue]
        for (attribute, value) in filter { result[names[attribute]!] = value.textForm }
        result[names[.accessGroup]!] = group
        return result
    }

    /// The keychain item described by Secret Service attributes; `nil` if they are not Cairn's.
    static func item(from stored: [String: String]) -> KeychainItem? {
        guard let itemClass = stored[classAttribute].flatMap(ItemClass.init(rawValue:)) else { return nil }
        var item = KeychainItem(itemClass)
        for (attribute, name) in names {
            if let text = stored[name], let value = AttributeValue(textForm: text, for: attribute) {
                item.attributes[attribute] = value
            }
        }
        return item
    }

    /// The label shown by keyring managers such as Seahorse.
    static func displayLabel(of item: KeychainItem) -> String {
        item.label ?? "\(item.service ?? item.server ?? "") (\(item.account ?? ""))"
    }
}
