import Foundation
import GRDBSQLite

/// Raw SQLite doing what Y1 and Y2 make the sync engine do to its store, the ratios' baseline:
/// the notes inserted in one transaction into a table shaped like Cairn's (an integer primary key,
/// the UUID as a 16-byte blob with an index, title, body) whose body is in an FTS5
/// external-content index kept by the same triggers Cairn creates; then titles updated by UUID.
final class SyncRawNotes {
    private let database: RawDatabase

    /// Creates the table, its index and the full-text index in a new file at `path`.
    init(path: String) throws {
        database = try RawDatabase(path: path)
        try database.execute(
            """
            CREATE TABLE note (id INTEGER PRIMARY KEY, uuid BLOB NOT NULL, title VARCHAR, body VARCHAR);
            CREATE INDEX note_uuid ON note (uuid);
            CREATE VIRTUAL TABLE note_fts USING fts5(body, content='note', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
            CREATE TRIGGER note_fts_ai AFTER INSERT ON note BEGIN INSERT INTO note_fts(rowid, body) VALUES (new.id, new.body); END;
            CREATE TRIGGER note_fts_ad AFTER DELETE ON note BEGIN INSERT INTO note_fts(note_fts, rowid, body) VALUES ('delete', old.id, old.body); END;
            CREATE TRIGGER note_fts_au AFTER UPDATE OF body ON note BEGIN
              INSERT INTO note_fts(note_fts, rowid, body) VALUES ('delete', old.id, old.body);
              INSERT INTO note_fts(rowid, body) VALUES (new.id, new.body);
            END;
            """)
    }

    /// Y1's baseline: inserts every note in one transaction; returns the seconds it took.
    func insert(_ notes: SyncNoteContent) throws -> Double {
        try measure {
            try database.execute("BEGIN")
            let statement = try database.prepare("INSERT INTO note (uuid, title, body) VALUES (?, ?, ?)")
            for k in notes.ids.indices {
                bind(notes.ids[k], to: statement)
                statement.bind(notes.titles[k], at: 2)
                statement.bind(notes.bodies[k], at: 3)
                try statement.run()
            }
            try database.execute("COMMIT")
            return Int64(notes.ids.count)
        }.seconds
    }

    /// Y2's baseline: gives the edited notes their new title in one transaction; returns the
    /// seconds it took.
    func editTitles(_ notes: SyncNoteContent) throws -> Double {
        try measure {
            try database.execute("BEGIN")
            let statement = try database.prepare("UPDATE note SET title = ? WHERE uuid = ?")
            for k in notes.edited {
                statement.bind(notes.editedTitles[k], at: 1)
                bind(notes.ids[k], to: statement, at: 2)
                try statement.run()
            }
            try database.execute("COMMIT")
            return Int64(notes.edited.count)
        }.seconds
    }

    /// Binds a UUID as its 16 bytes, as Cairn stores it.
    private func bind(_ id: UUID, to statement: RawStatement, at index: Int32 = 1) {
        withUnsafeBytes(of: id.uuid) { bytes in
            _ = sqlite3_bind_blob(statement.handle, index, bytes.baseAddress, 16, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        }
    }
}
