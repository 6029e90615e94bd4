import Foundation
import GRDB

extension SQLiteStore {
    /// Creates the FTS5 index (and its triggers) of every table with searchable attributes, drops
    /// indexes no longer wanted, and rebuilds an index whose columns changed or that is new in an
    /// existing store (the index is derived data: the rows are its content).
    static func prepareFullText(_ schema: SQLiteSchema, model: ManagedObjectModel, in writer: any DatabaseWriter) throws {
        let wanted = model.entities.filter { $0.superentity == nil }.compactMap { FullTextIndex(entity: $0, schema: schema) }
        // What to drop and what to (re)build; read first, so opening a store whose indexes are
        // current writes nothing (and never waits for another process's lock).
        func changes(in db: Database) throws -> (existing: [String: String], unwanted: [String], stale: [FullTextIndex]) {
            let rows = try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name LIKE 'Z%\\_FTS' ESCAPE '\\'")
            let existing = Dictionary(rows.map { ($0["name"] as String, $0["sql"] as String? ?? "") }, uniquingKeysWith: { first, _ in first })
            return (existing, existing.keys.filter { name in !wanted.contains { $0.name == name } }, wanted.filter { existing[$0.name] != $0.tableSQL })
        }
        let planned = try writer.read(changes(in:))
        guard !planned.unwanted.isEmpty || !planned.stale.isEmpty else { return }
        try writer.write { db in
            let (existing, unwanted, stale) = try changes(in: db)
            for name in unwanted { try drop(name, in: db) }
            for index in stale {
                if existing[index.name] != nil { try drop(index.name, in: db) }
                try db.execute(sql: index.tableSQL)
                for trigger in index.triggerSQL { try db.execute(sql: trigger) }
                try db.execute(sql: "INSERT INTO \(index.name)(\(index.name)) VALUES ('rebuild')")
            }
        }
    }

    private static func drop(_ name: String, in db: Database) throws {
        for suffix in ["_AI", "_AD", "_AU"] { try db.execute(sql: "DROP TRIGGER IF EXISTS \(name)\(suffix)") }
        try db.execute(sql: "DROP TABLE IF EXISTS \(name)")
    }

    /// ` JOIN (SELECT rowid AS id, bm25(…) AS rank FROM <index> WHERE <index> MATCH ?) fts ON fts.id = t0.Z_PK`
    /// for a fetch with a text search (`nil` without one): only matching rows, each with its
    /// relevance (`fts.rank`, lower is better).
    ///
    /// - Throws: the errors of ``TextSearch/attributes(of:)``.
    func textSearchJoin(_ request: StoreFetch) throws -> SQLFragment? {
        guard let search = request.textSearch else { return nil }
        let searched = try search.attributes(of: request.entity).searched
        guard let index = FullTextIndex(entity: request.entity, schema: schema) else {
            throw CairnError(
                .invalidRequest, "Internal: the table of \(request.entity.entityName) has searchable attributes but no full-text index.",
                entity: request.entity.entityName)
        }
        let columns = searched.compactMap { index.columnsByAttribute[$0] }
        let weights = index.columns.map { column in
            String(index.columnsByAttribute.filter { $0.value == column }.compactMap { search.weights[$0.key] }.first ?? 1)
        }
        guard let match = Self.matchExpression(search, columns: columns, all: index.columns) else {
            return " JOIN (SELECT rowid AS id, 0.0 AS rank FROM \(index.name) WHERE 0) fts ON fts.id = t0.Z_PK"
        }
        return
            " JOIN (SELECT rowid AS id, bm25(\(index.name), \(weights.joined(separator: ", "))) AS rank FROM \(index.name) WHERE \(index.name) MATCH \(bind: .string(match))) fts ON fts.id = t0.Z_PK"
    }

    /// The FTS5 query for a search: quoted words (`"swift" "actor"`), `OR` between them for any
    /// word, one quoted phrase for a phrase, `*` after prefixes, `{columns} :` to restrict
    /// attributes; `nil` when the text has no words.
    static func matchExpression(_ search: TextSearch, columns: [String], all: [String]) -> String? {
        let words = search.words
        guard !words.isEmpty else { return nil }
        let star = search.prefix ? "*" : ""
        let expression: String
        switch search.match {
        case .allWords: expression = words.map { "\"\($0)\"\(star)" }.joined(separator: " ")
        case .anyWord: expression = words.map { "\"\($0)\"\(star)" }.joined(separator: " OR ")
        case .phrase: expression = "\"\(words.joined(separator: " "))\"\(star)"
        }
        guard Set(columns) != Set(all) else { return expression }
        return "{\(columns.joined(separator: " "))} : (\(expression))"
    }
}
