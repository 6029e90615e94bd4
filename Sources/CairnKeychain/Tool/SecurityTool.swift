import Foundation

/// The logic behind `cairn keychain …`, which mirrors the macOS `security` command
/// (`add-generic-password`, `find-generic-password`, `delete-generic-password`, `dump`). The command
/// line layer only parses arguments and prints what these methods return.
///
/// Secrets are printed only by `find-generic-password -w`, never in listings or errors.
public struct SecurityTool: Sendable {
    /// The keychain the commands work on.
    public let store: KeychainStore
    /// The access group commands are restricted to; `nil` for all of the store's groups.
    public let accessGroup: String?

    /// Creates the tool over `store`.
    public init(store: KeychainStore, accessGroup: String? = nil) {
        self.store = store
        self.accessGroup = accessGroup
    }

    /// `add-generic-password -s SERVICE -a ACCOUNT -w PASSWORD [-U] [-l LABEL] [-j COMMENT]`.
    /// - Parameters:
    ///   - service: `-s`: the item's service.
    ///   - account: `-a`: the item's account.
    ///   - password: `-w` or `--password-stdin`: the secret.
    ///   - label: `-l`: a label shown by keychain tools.
    ///   - comment: `-j`: a comment.
    ///   - update: `-U`: replace the item if it exists instead of failing.
    /// - Throws: `.duplicateItem` when it exists and `update` is false.
    public func addGenericPassword(
        service: String, account: String, password: Data,
        label: String? = nil, comment: String? = nil, update: Bool = false
    ) throws {
        var item = KeychainItem(.genericPassword, data: password)
        item.service = service
        item.account = account
        item.accessGroup = accessGroup
        item.label = label
        item.comment = comment
        do {
            try store.add(item)
        } catch let error as KeychainError where error.code == .duplicateItem && update {
            var changes = KeychainItemChanges(data: password)
            changes.attributes[.label] = label.map(AttributeValue.string)
            changes.attributes[.comment] = comment.map(AttributeValue.string)
            try store.update(matching: query(service: service, account: account), changes: changes)
        }
    }

    /// `find-generic-password [-s SERVICE] [-a ACCOUNT] [-w]`: the attributes of the first match, or
    /// with `showPassword` only its secret (UTF-8, or hexadecimal when it is not text).
    /// - Throws: `.itemNotFound`.
    public func findGenericPassword(service: String?, account: String?, showPassword: Bool) throws -> String {
        var query = query(service: service, account: account)
        query.returnData = showPassword
        let item = try store.item(matching: query)
        guard showPassword else { return describe(item) }
        let data = item.data ?? Data()
        return (String(data: data, encoding: .utf8) ?? data.map { String(format: "%02x", $0) }.joined()) + "\n"
    }

    /// `delete-generic-password [-s SERVICE] [-a ACCOUNT]`: deletes the first match and describes it.
    /// - Throws: `.itemNotFound`.
    public func deleteGenericPassword(service: String?, account: String?) throws -> String {
        let item = try store.item(matching: query(service: service, account: account))
        try store.delete(matching: KeychainQuery(.genericPassword, filter: item.attributes.filter { ItemClass.genericPassword.primaryKey.contains($0.key) }))
        return describe(item) + "password has been deleted.\n"
    }

    /// `dump`: every item of every class, attributes only.
    public func dump() throws -> String {
        var output = ""
        for itemClass in ItemClass.allCases {
            var query = KeychainQuery(itemClass, limit: .all)
            query.filter[.accessGroup] = accessGroup.map(AttributeValue.string)
            do {
                output += try store.items(matching: query).map(describe).joined()
            } catch let error as KeychainError where error.code == .itemNotFound {}
        }
        return output
    }

    /// The exit status `security` uses for an error: 44 for item-not-found, 45 for duplicate-item,
    /// 1 otherwise.
    public static func exitCode(for error: KeychainError) -> Int32 {
        switch error.code {
        case .itemNotFound: 44
        case .duplicateItem: 45
        default: 1
        }
    }

    /// A secret read from standard input: everything up to end of file, less one trailing newline.
    public static func secret(fromStandardInput input: Data) -> Data {
        var secret = input
        if secret.last == UInt8(ascii: "\n") { secret.removeLast() }
        if secret.last == UInt8(ascii: "\r") { secret.removeLast() }
        return secret
    }

    private func query(service: String?, account: String?) -> KeychainQuery {
        var query = KeychainQuery(.genericPassword)
        query.filter[.service] = service.map(AttributeValue.string)
        query.filter[.account] = account.map(AttributeValue.string)
        query.filter[.accessGroup] = accessGroup.map(AttributeValue.string)
        return query
    }

    /// The `security`-style listing of an item, without its secret.
    func describe(_ item: KeychainItem) -> String {
        var lines = ["keychain: \"\(store.backendKind.rawValue)\"", "class: \"\(item.itemClass.rawValue)\"", "attributes:"]
        for (attribute, value) in item.attributes.sorted(by: { $0.key < $1.key }) {
            let (type, text): (String, String) =
                switch value {
                case .string(let string): ("blob", "\"\(string)\"")
                case .data(let data): ("blob", "0x" + data.map { String(format: "%02X", $0) }.joined())
                case .integer(let integer): ("uint32", String(integer))
                case .date(let date): ("timedate", "\"\(ISO8601DateFormatter().string(from: date))\"")
                }
            lines.append("    \"\(attribute.rawValue)\"<\(type)>=\(text)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
