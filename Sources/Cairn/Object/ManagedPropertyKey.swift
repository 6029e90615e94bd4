import Synchronization

/// The name of a model property, as the accessors of `@Managed` pass it, with a cache of the
/// property's index so that reading or writing a property needs no string hashing.
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

    /// The index of the property in `entity`, or `nil` if the entity has no such property.
    @inline(__always)
    func index(in entity: EntityDescription) -> Int? {
        if let cache, let index = cache.index(for: entity.serial) { return index }
        guard let index = entity.propertyIndex[name] else { return nil }
        cache?.remember(index, for: entity.serial)
        return index
    }

    /// The last entity (by serial) and index a key resolved, packed in one atomic word so that
    /// threads using the same class see either the old pair or the new one.
    final class IndexCache: Sendable {
        private let packed = Atomic<UInt64>(0)

        @inline(__always)
        func index(for serial: UInt32) -> Int? {
            let word = packed.load(ordering: .relaxed)
            guard UInt32(truncatingIfNeeded: word >> 32) == serial else { return nil }
            return Int(UInt32(truncatingIfNeeded: word))
        }

        func remember(_ index: Int, for serial: UInt32) {
            packed.store(UInt64(serial) << 32 | UInt64(UInt32(index)), ordering: .relaxed)
        }
    }
}
