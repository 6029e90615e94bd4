import Foundation

/// Code of your own that a migration runs for each object of a source entity: it computes an
/// attribute's new value (``MigrationValueTransform``) or decides whether the object is carried
/// over (``MigrationFilter``), from the source values it names in ``reading``.
///
/// The migration reads only the listed properties from the old store (it runs inside SQLite's copy
/// of the rows, so a custom mapping keeps the copy's speed); asking the source object for another
/// one is an error naming it.
public struct MigrationClosure<Output>: Sendable, Hashable {
    /// The source entity's attributes the closure reads.
    public let reading: [String]
    let body: @Sendable (MigrationSourceObject) throws -> Output
    private let identity = UUID()

    /// A closure reading the attributes `reading` of each source object.
    public init(reading: [String], _ body: @escaping @Sendable (MigrationSourceObject) throws -> Output) {
        self.reading = reading
        self.body = body
    }

    /// Two closures are equal when they are the same closure (copies of one value).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    /// Hashes the closure's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// Computes a destination attribute's value from a source object (Core Data's custom
/// `NSPropertyMapping` value expression); return `nil` for no value. The value is converted to the
/// attribute's type as ``ManagedObject/setValue(_:forKey:)`` converts it.
public typealias MigrationValueTransform = MigrationClosure<Any?>

/// Decides whether a source object is carried over (`true`) or left behind (`false`) (Core Data's
/// entity mapping source expression with a predicate).
public typealias MigrationFilter = MigrationClosure<Bool>
