import Cairn

/// Core Data's `NSErrorMergePolicy`: a save that conflicts with the store fails (the default).
public let NSErrorMergePolicy = MergePolicy.error
/// Core Data's `NSMergeByPropertyStoreTrumpMergePolicy`: the store's values win, property by property.
public let NSMergeByPropertyStoreTrumpMergePolicy = MergePolicy.mergeByPropertyStoreTrump
/// Core Data's `NSMergeByPropertyObjectTrumpMergePolicy`: the context's values win, property by property.
public let NSMergeByPropertyObjectTrumpMergePolicy = MergePolicy.mergeByPropertyObjectTrump
/// Core Data's `NSOverwriteMergePolicy`: the context's objects replace the store's.
public let NSOverwriteMergePolicy = MergePolicy.overwrite
/// Core Data's `NSRollbackMergePolicy`: the context's conflicting changes are discarded.
public let NSRollbackMergePolicy = MergePolicy.rollback

extension MergePolicy {
    /// Core Data's `NSMergePolicy(merge:)`.
    ///
    /// ```swift
    /// context.mergePolicy = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    /// ```
    public init(merge type: NSMergePolicyType) {
        switch type {
        case .errorMergePolicyType: self = .error
        case .mergeByPropertyStoreTrumpMergePolicyType: self = .mergeByPropertyStoreTrump
        case .mergeByPropertyObjectTrumpMergePolicyType: self = .mergeByPropertyObjectTrump
        case .overwriteMergePolicyType: self = .overwrite
        case .rollbackMergePolicyType: self = .rollback
        }
    }

    /// Which built-in policy this is (Core Data's `NSMergePolicy.mergeType`).
    public var mergeType: NSMergePolicyType {
        switch self {
        case .error: return .errorMergePolicyType
        case .mergeByPropertyStoreTrump: return .mergeByPropertyStoreTrumpMergePolicyType
        case .mergeByPropertyObjectTrump: return .mergeByPropertyObjectTrumpMergePolicyType
        case .overwrite: return .overwriteMergePolicyType
        case .rollback: return .rollbackMergePolicyType
        }
    }
}
