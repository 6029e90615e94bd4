/// A search for keychain items: a class, attribute values that must match exactly, a match limit,
/// and what to return. Attributes left out match anything; the secret never takes part in matching
/// (as with `kSecValueData` in a SecItem query).
///
/// ```swift
/// var query = KeychainQuery(.genericPassword)
/// query.filter[.service] = .string("com.myapp.auth")
/// query.limit = .all
/// let items = try store.items(matching: query)   // throws .itemNotFound when nothing matches
/// ```
public struct KeychainQuery: Hashable, Sendable {
    /// The class of the items to find (`kSecClass`).
    public var itemClass: ItemClass
    /// Attribute values an item must have to match. An ``KeychainAttribute/accessGroup`` entry restricts
    /// the search to that group; without one every group of the keychain is searched.
    public var filter: [KeychainAttribute: AttributeValue]
    /// How many items to return (`kSecMatchLimit`); Apple's default is ``MatchLimit/one``.
    public var limit: MatchLimit
    /// Whether to load the secrets (`kSecReturnData`).
    public var returnData: Bool

    /// Creates a query.
    /// - Parameters:
    ///   - itemClass: the class to search.
    ///   - filter: attribute values to match.
    ///   - limit: how many items to return.
    ///   - returnData: whether to load secrets.
    public init(
        _ itemClass: ItemClass,
        filter: [KeychainAttribute: AttributeValue] = [:],
        limit: MatchLimit = .one,
        returnData: Bool = false
    ) {
        self.itemClass = itemClass
        self.filter = filter
        self.limit = limit
        self.returnData = returnData
    }

    /// A query for the generic password of `service` and `account`.
    public static func genericPassword(service: String, account: String, accessGroup: String? = nil) -> KeychainQuery {
        var filter: [KeychainAttribute: AttributeValue] = [.service: .string(service), .account: .string(account)]
        filter[.accessGroup] = accessGroup.map(AttributeValue.string)
        return KeychainQuery(.genericPassword, filter: filter)
    }

    /// Whether `item` satisfies the class and every filter value (access group included).
    func matches(_ item: KeychainItem) -> Bool {
        item.itemClass == itemClass && filter.allSatisfy { item.attributes[$0.key] == $0.value }
    }
}
