import Foundation

/// The FTS5 index of one table's searchable attributes: an external-content table
/// (`content='ZNOTE', content_rowid='Z_PK'`) named `<table>_FTS`, kept in step by triggers on the
/// table, so every insert, update and delete changes it in the same transaction (saves from other
/// processes and raw SQL included).
struct FullTextIndex: Equatable {
    /// The content table (`ZNOTE`).
    let table: String
    /// The FTS5 table (`ZNOTE_FTS`).
    let name: String
    /// The indexed columns of the content table, in order.
    let columns: [String]
    /// The FTS column of each searchable attribute, by attribute name.
    let columnsByAttribute: [String: String]

    /// The index of `entity`'s table, or `nil` when the table has no searchable attributes.
    init?(entity: EntityDescription, schema: SQLiteSchema) {
        let searchable = entity.searchableAttributesOfTable
        guard !searchable.isEmpty else { return nil }
        table = schema.table(for: entity).name
        name = table + "_FTS"
        var columns: [String] = []
        var byAttribute: [String: String] = [:]
        for (owner, attribute) in searchable {
            guard let column = schema.columnName(of: attribute, in: owner) else { continue }
            if !columns.contains(column) { columns.append(column) }
            if byAttribute[attribute.name] == nil { byAttribute[attribute.name] = column }
        }
        self.columns = columns
        columnsByAttribute = byAttribute
    }

    /// `CREATE VIRTUAL TABLE …` (the text SQLite keeps in `sqlite_master`, to detect changes).
    var tableSQL: String {
        "CREATE VIRTUAL TABLE \(name) USING fts5(\(columns.joined(separator: ", ")), content='\(table)', content_rowid='Z_PK', tokenize='unicode61 remove_diacritics 2')"
    }

    /// The triggers that keep the index in step with the table.
    var triggerSQL: [String] {
        let list = columns.joined(separator: ", ")
        let new = columns.map { "new.\($0)" }.joined(separator: ", ")
        let old = columns.map { "old.\($0)" }.joined(separator: ", ")
        let insert = "INSERT INTO \(name)(rowid, \(list)) VALUES (new.Z_PK, \(new));"
        let delete = "INSERT INTO \(name)(\(name), rowid, \(list)) VALUES ('delete', old.Z_PK, \(old));"
        return [
            "CREATE TRIGGER \(name)_AI AFTER INSERT ON \(table) BEGIN \(insert) END",
            "CREATE TRIGGER \(name)_AD AFTER DELETE ON \(table) BEGIN \(delete) END",
            "CREATE TRIGGER \(name)_AU AFTER UPDATE OF \(list) ON \(table) BEGIN \(delete) \(insert) END",
        ]
    }

    /// The trigger names, to drop them.
    var triggerNames: [String] { ["\(name)_AI", "\(name)_AD", "\(name)_AU"] }
}
