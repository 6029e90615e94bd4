/// What ``SQLiteStore/verify(at:model:)`` found wrong with a store file; empty when nothing.
///
/// SQLite keeps no page checksums, so a page damaged on disk goes unnoticed until it is read:
/// verify a store after a crash, a restore from backup or a copy between machines.
public struct StoreVerification: Sendable, Equatable, CustomStringConvertible {
    /// Each problem, in words naming the table, row or entity concerned.
    public var problems: [String]

    /// Whether the store passed every check.
    public var isValid: Bool { problems.isEmpty }

    /// `OK` or one problem per line.
    public var description: String { isValid ? "OK" : problems.joined(separator: "\n") }
}
