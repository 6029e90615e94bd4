import Cairn

/// The zero-sized peer `@Model` declares for each persisted property, so that the compiler still
/// requires the property to be initialized in every initializer; not for direct use.
public struct _CairnNoValue: Sendable {
    /// Creates the marker.
    public init() {}
}

/// The key `@Model` caches per property (the engine's ``Cairn/ManagedPropertyKey``); not for
/// direct use.
public typealias _CairnPropertyKey = ManagedPropertyKey
