import Foundation
import Synchronization

/// Counts the statements a store runs, for tests and diagnostics (prefetching, batching).
///
/// Off unless the store is added with the option ``PersistentStoreOption/countStatements`` set to
/// `"true"`; when off, nothing is counted and nothing costs anything.
final class StatementCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// A counter when `options` ask for one, `nil` otherwise.
    static func make(_ options: [String: String]) -> StatementCounter? {
        options[PersistentStoreOption.countStatements] == "true" ? StatementCounter() : nil
    }

    /// Adds one statement.
    func increment() { count.add(1, ordering: .relaxed) }

    /// Adds one if `sql` reads or writes data (transaction control, pragmas and the query GRDB
    /// runs when it opens a reader connection are not counted: they answer no request).
    func record(sql: String) {
        if sql == "SELECT * FROM sqlite_master LIMIT 1" { return }
        let head = sql.prefix(8).uppercased()
        for verb in ["SELECT", "INSERT", "UPDATE", "DELETE", "WITH", "REPLACE"] where head.hasPrefix(verb) {
            increment()
            return
        }
    }

    /// The number counted so far.
    var value: Int { count.load(ordering: .relaxed) }
}
