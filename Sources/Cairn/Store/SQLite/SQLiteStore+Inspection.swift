import Foundation
import GRDB

extension SQLiteStore {
    /// The store's indexes as SQLite lists them in `sqlite_master`: name → `CREATE INDEX` text
    /// (automatic indexes of primary keys have no text and are left out). For tools and tests.
    func indexDefinitions() throws -> [String: String] {
        try reading { db in
            let rows = try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
            return Dictionary(uniqueKeysWithValues: rows.map { ($0["name"] as String, $0["sql"] as String) })
        }
    }
}
