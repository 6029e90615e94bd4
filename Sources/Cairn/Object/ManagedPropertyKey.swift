import Synchronization

/// The name of a model property, as the accessors of `@Managed` pass it, with a cache of the
/// property's index (and whether it is transformable) so that reading or writing a property needs
/// no string hashing.
///
/// A string literal converts to a key without a cache (the name is then looked up on each
/// access); the `@Managed` macro declares one cached key per property, once:
///
/// ```swift
/// // @Managed var name: String expands to:
/// var name: String {
///     get { managedValue(forKey: Self._cairnKey_name) }
///     set { setManagedValue(newValue, forKey: Self._cairnKey_name) }
/// }
/// private static let _cairnKey_name = ManagedPropertyKey(cachingIndexOf: "name")
/// ```
public struct ManagedPropertyKey: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The property's name in the model.
    public let name: String
    /// The last entity and slot the key resolved (`nil` for keys that look the name up each time).
    private let cache: IndexCache?

    /// A key that looks the name up on each use.
    public init(_ name: String) {
        self.name = name
        self.cache = nil
    }

    /// A key for a string literal (looked up on each use).
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// A key that remembers the property's index in the entity it was last used with; keep it in a
    /// `static let` (as `@Managed` does).
    public init(cachingIndexOf name: String) {
        self.name = name
        self.cache = IndexCache()
    }

    /// The property name.
    public var description: String { name }

    /// The slot last resolved for the entity with serial `serial`, without touching the entity.
    @inline(__always)
    func cachedSlot(forEntitySerial serial: UInt32) -> PropertySlot? {
        cache?.slot(for: serial)
    }

    /// The property's index and kind in `entity`, or `nil` if the entity has no such property.
    @inline(__always)
    func slot(in entity: EntityDescription) -> PropertySlot? {
        if let slot = cachedSlot(forEntitySerial: entity.serial) { return slot }
        guard let index = entity.propertyIndex[name] else { return nil }
        let slot = PropertySlot(index: index, isTransformable: entity.isTransformableAttribute(at: index))
        cache?.remember(slot, for: entity.serial)
        return slot
    }

    /// Where a property sits in an entity's values, and whether it is a transformable attribute.
    struct PropertySlot {
        let index: Int
        let isTransformable: Bool
    }

    /// The last entity (by serial) and slot a key resolved, packed in one atomic word so that
    /// threads using the same class see either the old pair or the new one: the serial in the
    /// high half, the transformable flag in bit 31, the index below it.
    final class IndexCache: Sendable {
        private let packed = Atomic<UInt64>(0)
        private static let transformableBit: UInt32 = 1 << 31

        @inline(__always)
        func slot(for serial: UInt32) -> PropertySlot? {
            let word = packed.load(ordering: .relaxed)
            guard UInt32(truncatingIfNeeded: word >> 32) == serial else { return nil }
            let low = UInt32(truncatingIfNeeded: word)
            return PropertySlot(index: Int(low & ~Self.transformableBit), isTransformable: low & Self.transformableBit != 0)
        }

        func remember(_ slot: PropertySlot, for serial: UInt32) {
            guard slot.index < Int(Self.transformableBit) else { return }
            let low = UInt32(slot.index) | (slot.isTransformable ? Self.transformableBit : 0)
            packed.store(UInt64(serial) << 32 | UInt64(low), ordering: .relaxed)
        }
    }
}
