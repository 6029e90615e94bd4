/// Core Data's `NSMergePolicyType`: which built-in merge policy `NSMergePolicy(merge:)` makes.
public enum NSMergePolicyType: UInt, Sendable {
    /// Conflicting saves fail.
    case errorMergePolicyType = 0x00
    /// The store's values win, property by property.
    case mergeByPropertyStoreTrumpMergePolicyType = 0x01
    /// The context's values win, property by property.
    case mergeByPropertyObjectTrumpMergePolicyType = 0x02
    /// The context's objects replace the store's.
    case overwriteMergePolicyType = 0x03
    /// The context's conflicting changes are discarded.
    case rollbackMergePolicyType = 0x04
}
