import Foundation
import GRDB
import GRDBSQLite

/// SQLite's limits on one statement, met by compiled predicates: checked before a statement is
/// prepared where they can be, and otherwise turned into a ``CairnError`` that says what to do
/// instead of a store failure.
///
/// - Bound values: at most `SQLITE_LIMIT_VARIABLE_NUMBER` (32,766 by default) `?` per statement,
///   checked before preparing (an `IN %@` with a very long array).
/// - Nesting: SQLite refuses expression trees deeper than `SQLITE_LIMIT_EXPR_DEPTH` (1,000) and, in
///   versions before 3.46, SQL nested more than its fixed parser stack allows ("parser stack
///   overflow": about a dozen nested subqueries). ``FetchPredicate/maximumDepth`` keeps most
///   predicates below both; what still reaches them is translated.
/// - Errors raised by Cairn's SQL functions while rows are read (a `MATCHES` pattern read from a
///   column that is not a valid regular expression) carry ``functionErrorPrefix`` and come back as
///   the same ``CairnError`` the in-memory evaluator throws.
enum SQLiteQueryLimits {
    /// Marks an error message set by one of Cairn's SQL functions (see ``SQLiteStringOperator``).
    static let functionErrorPrefix = "cairn.invalidRequest: "

    /// Throws when a statement would bind more values than the connection allows.
    static func checkBindings(_ count: Int, on connection: OpaquePointer?) throws {
        // 999 is the lowest limit SQLite has ever had: below it there is nothing to ask.
        guard count > 999, let connection else { return }
        try checkBindings(count, limit: Int(sqlite3_limit(connection, SQLITE_LIMIT_VARIABLE_NUMBER, -1)))
    }

    /// Throws when `count` bound values exceed `limit`.
    static func checkBindings(_ count: Int, limit: Int) throws {
        guard count > limit else { return }
        throw CairnError(
            .invalidRequest,
            "The fetch binds \(count) values, more than the \(limit) SQLite allows in one statement (an IN with a very long array, or many comparisons with constants). Fetch in batches of fewer values, or keep the values in the store and compare with a relationship or SUBQUERY."
        )
    }

    /// The ``CairnError`` for a statement SQLite refused to prepare because of a limit, or `nil`.
    static func translated(_ error: DatabaseError) -> CairnError? {
        guard let message = error.message else { return nil }
        let limits = [
            "parser stack overflow", "Expression tree is too large", "too many SQL variables", "too many terms in compound SELECT",
            "too many FROM clause terms",
        ]
        guard limits.contains(where: { message.localizedCaseInsensitiveContains($0) }) else { return nil }
        var translated = CairnError(
            .invalidRequest,
            "SQLite refuses the SQL this fetch compiles to (\"\(message)\"): the predicate nests too deeply or has too many terms for SQLite. Make it flatter: fewer nested SUBQUERYs, NOTs and parenthesized operations (split a long chain into separate comparisons joined by AND/OR), or filter part of it in memory after fetching."
        )
        translated.underlyingError = error
        return translated
    }

    /// The ``CairnError`` an error message set by a Cairn SQL function stands for, or `nil`.
    static func functionError(_ message: String) -> CairnError? {
        guard message.hasPrefix(functionErrorPrefix) else { return nil }
        return CairnError(.invalidRequest, String(message.dropFirst(functionErrorPrefix.count)))
    }
}
