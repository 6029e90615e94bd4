import Foundation

/// How far a migration has come, reported while a store is migrated (see
/// ``PersistentStoreDescription/migrationProgressHandler``): objects (rows) copied out of all
/// there are, per step of the migration.
///
/// ```swift
/// description.migrationProgressHandler = { progress in
///     print(progress)    // "Notes 3: 42 % (420000 of 1000000 rows)"
/// }
/// ```
public struct MigrationProgress: Sendable, Hashable, CustomStringConvertible {
    /// The store being migrated.
    public var storeURL: URL
    /// The version the current step migrates to (its `versionIdentifier`; `nil` when the model
    /// has none).
    public var destinationVersion: String?
    /// Objects copied so far in this step.
    public var completedUnitCount: Int64
    /// Objects the step copies in all.
    public var totalUnitCount: Int64

    /// Creates a progress value.
    public init(storeURL: URL, destinationVersion: String?, completedUnitCount: Int64, totalUnitCount: Int64) {
        self.storeURL = storeURL
        self.destinationVersion = destinationVersion
        self.completedUnitCount = completedUnitCount
        self.totalUnitCount = totalUnitCount
    }

    /// `completedUnitCount / totalUnitCount`, from 0 to 1 (1 for a store without rows).
    public var fractionCompleted: Double {
        totalUnitCount > 0 ? min(1, Double(completedUnitCount) / Double(totalUnitCount)) : 1
    }

    /// `Notes 3: 42 % (420000 of 1000000 rows)`.
    public var description: String {
        "\(destinationVersion.map { "\($0): " } ?? "")\(Int(fractionCompleted * 100)) % (\(completedUnitCount) of \(totalUnitCount) rows)"
    }
}

/// What is told about a migration's progress.
public typealias MigrationProgressHandler = @Sendable (MigrationProgress) -> Void
