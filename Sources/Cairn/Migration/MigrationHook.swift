import Foundation

/// Code of your own that runs before or after an entity's objects are migrated (the
/// `beginEntityMapping` / `endEntityMapping` of Core Data's `NSEntityMigrationPolicy`): prepare
/// what the entity's closures need (``MigrationManager/subscript(userInfo:)``), or check the result
/// (``MigrationManager/destinationCount(of:)``) and throw to stop the migration, which leaves the
/// store untouched.
public struct MigrationHook: Sendable, Hashable {
    let body: @Sendable (MigrationManager, EntityMapping) throws -> Void
    private let identity = UUID()

    /// A hook running `body` with the migration's manager and the entity mapping it runs for.
    public init(_ body: @escaping @Sendable (MigrationManager, EntityMapping) throws -> Void) {
        self.body = body
    }

    /// Two hooks are equal when they are the same hook (copies of one value).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    /// Hashes the hook's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
