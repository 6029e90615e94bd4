import Foundation

extension KeychainStore {
    /// `item` validated and completed for storage: group, primary-key defaults, accessibility, dates.
    func prepareForAdd(_ item: KeychainItem, at now: Date) throws -> KeychainItem {
        try validate(item.attributes, for: item.itemClass, allowManaged: false)
        var stored = item
        if stored.accessGroup == nil { stored.accessGroup = accessGroups[0] }
        try checkAccess(to: stored.accessGroup!)
        for attribute in item.itemClass.primaryKey where stored.attributes[attribute] == nil {
            stored.attributes[attribute] = attribute.primaryKeyDefault
        }
        if stored.accessibility == nil { stored.accessibility = .whenUnlocked }
        stored.attributes[.creationDate] = .date(now)
        stored.attributes[.modificationDate] = .date(now)
        if stored.data == nil { stored.data = Data() }
        return stored
    }

    /// Checks a change set: something to change, no group/date change, attributes of the class.
    func validate(_ changes: KeychainItemChanges, for itemClass: ItemClass) throws {
        guard !changes.isEmpty else { throw KeychainError(.param, "The update changes nothing") }
        if changes.attributes[.accessGroup] != nil {
            throw KeychainError(.param, "Moving items between access groups is not supported: add the item to the new group, then delete the old one")
        }
        try validate(changes.attributes, for: itemClass, allowManaged: false)
    }

    /// Checks that every attribute belongs to `itemClass`, has the right type and a valid value.
    func validate(_ attributes: [KeychainAttribute: AttributeValue], for itemClass: ItemClass, allowManaged: Bool) throws {
        for (attribute, value) in attributes {
            guard itemClass.allowedAttributes.contains(attribute) else {
                throw KeychainError(.param, "\(itemClass.rawValue) items have no attribute \"\(attribute.rawValue)\"")
            }
            guard allowManaged || !attribute.isManaged else {
                throw KeychainError(.param, "The attribute \"\(attribute.rawValue)\" is maintained by the keychain")
            }
            guard value.fits(attribute) else {
                throw KeychainError(.param, "The attribute \"\(attribute.rawValue)\" has a value of the wrong type")
            }
            if attribute == .accessible, KeychainAccessibility(rawValue: value.stringValue ?? "") == nil {
                throw KeychainError(.param, "\"\(value.textForm)\" is not a kSecAttrAccessible value")
            }
        }
    }

    /// Throws `.duplicateItem` if the `replacements` of `matches` would collide with each other or
    /// with an item of the group that is not being replaced.
    func checkUniqueness(
        of replacements: [KeychainItem], replacing matches: [StoredItem],
        in transaction: any KeychainTransaction, class itemClass: ItemClass
    ) throws {
        let keyOf = { (item: KeychainItem) in itemClass.primaryKey.map { item.attributes[$0] } }
        guard zip(matches, replacements).contains(where: { keyOf($0.item) != keyOf($1) }) else { return }
        let replaced = Set(matches.map(\.handle))
        var taken = Set(
            try transaction.items(matching: KeychainQuery(itemClass), loadData: false)
                .filter { !replaced.contains($0.handle) }.map { keyOf($0.item) })
        for replacement in replacements {
            guard taken.insert(keyOf(replacement)).inserted else {
                throw KeychainError(.duplicateItem, "The update would make the \(replacement.summary) a duplicate")
            }
        }
    }
}
