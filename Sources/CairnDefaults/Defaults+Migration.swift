import CairnFiles
import Foundation

extension Defaults {
    /// One step of a preferences migration: what to do to reach `version`.
    public struct MigrationStep: Sendable {
        /// The schema version this step produces.
        public var version: Int
        /// The work: rename keys, convert values …
        public var migrate: @Sendable (Defaults) throws -> Void

        /// Creates a step.
        public init(version: Int, _ migrate: @escaping @Sendable (Defaults) throws -> Void) {
            self.version = version
            self.migrate = migrate
        }
    }

    /// Runs, in version order, each step newer than the stored `schemaVersion`, once; stores the
    /// version (durably) after each step. Processes migrating the same suite at the same time
    /// take turns, so no step runs twice.
    ///
    /// ```swift
    /// try defaults.migrate(steps: [
    ///     .init(version: 2) { $0.set($0.string(forKey: "color"), forKey: "theme"); $0.removeObject(forKey: "color") },
    ///     .init(version: 3) { $0.set($0.integer(forKey: "volume") * 10, forKey: "volume") },
    /// ])
    /// ```
    ///
    /// - Returns: the versions of the steps that ran.
    /// - Throws: the first failing step's error (earlier steps stay done and recorded), or
    ///   ``DefaultsError`` if the file cannot be locked or written.
    @discardableResult
    public func migrate(versionKey: String = "schemaVersion", steps: [MigrationStep]) throws -> [Int] {
        guard let fileURL else { return try runSteps(steps, versionKey: versionKey) }
        let lockURL = fileURL.deletingLastPathComponent().appendingPathComponent(".\(fileURL.lastPathComponent).migration.lock")
        do {
            return try FileLock(url: lockURL).withExclusiveLock {
                try flush()  // see the version other processes recorded
                return try runSteps(steps, versionKey: versionKey)
            }
        } catch let error as FilesError {
            throw DefaultsError(.io, "cannot lock the preferences migration of suite '\(suiteName)': \(error)")
        }
    }

    private func runSteps(_ steps: [MigrationStep], versionKey: String) throws -> [Int] {
        var ran: [Int] = []
        for step in steps.sorted(by: { $0.version < $1.version }) where step.version > integer(forKey: versionKey) {
            try step.migrate(self)
            set(step.version, forKey: versionKey)
            try flush()
            ran.append(step.version)
        }
        return ran
    }
}
