import Foundation
import GRDB

/// Where an engine keeps its state between runs: a SQLite file beside the store
/// (`<store>.cairnsync.sqlite`), with a row per confirmed object and tombstone and one row for the
/// rest (cursor, pending transactions, clock, the last history token). A save writes only the
/// rows that changed since the last one, in one transaction, so a catch-up of a few objects in a
/// large partition costs a few rows, not the whole state.
final class SyncStateStore: Sendable {
    private let database: DatabaseQueue
    let url: URL

    /// Opens (creating if needed) the state at `url`.
    init(url: URL) throws {
        self.url = url
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(10)
            database = try DatabaseQueue(path: url.path, configuration: configuration)
            try database.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = WAL")
                try db.execute(
                    sql: """
                        CREATE TABLE IF NOT EXISTS header (id INTEGER PRIMARY KEY CHECK (id = 1), state BLOB NOT NULL);
                        CREATE TABLE IF NOT EXISTS object (entity TEXT NOT NULL, id TEXT NOT NULL, state BLOB NOT NULL, PRIMARY KEY (entity, id)) WITHOUT ROWID;
                        CREATE TABLE IF NOT EXISTS tombstone (entity TEXT NOT NULL, id TEXT NOT NULL, state BLOB NOT NULL, PRIMARY KEY (entity, id)) WITHOUT ROWID;
                        """)
            }
        } catch {
            throw SyncError("the sync state at \(url.path) cannot be opened (\(error)): restore it or delete it to sync this store again from the server")
        }
    }

    /// The stored state, or `nil` when nothing was stored yet.
    func load() throws -> SyncEngineState? {
        do {
            return try database.read { db -> SyncEngineState? in
                guard let stored = try Data.fetchOne(db, sql: "SELECT state FROM header WHERE id = 1") else { return nil }
                let decoder = JSONDecoder()
                var state = try decoder.decode(SyncEngineState.self, from: stored)
                var objects: [ObjectKey: ObjectState] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT entity, id, state FROM object") {
                    objects[try Self.key(row)] = try decoder.decode(ObjectState.self, from: row["state"] as Data)
                }
                var tombstones: [ObjectKey: Tombstone] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT entity, id, state FROM tombstone") {
                    tombstones[try Self.key(row)] = try decoder.decode(Tombstone.self, from: row["state"] as Data)
                }
                let header = state.replica.confirmed
                state.replica.restore(confirmed: PartitionState(objects: objects, tombstones: tombstones, seq: header.seq, checksum: header.checksum))
                return state
            }
        } catch let error as SyncError {
            throw error
        } catch {
            throw SyncError("the sync state at \(url.path) cannot be read (\(error)): restore it or delete it to sync this store again from the server")
        }
    }

    /// Stores `state`, writing the confirmed objects and tombstones that differ from `saved`
    /// (what the last save stored).
    func save(_ state: SyncEngineState, since saved: PartitionState) throws {
        let encoder = JSONEncoder()
        let confirmed = state.replica.confirmed
        var header = state
        header.replica = state.replica.header
        let headerData = try encoder.encode(header)
        var objects: [(ObjectKey, Data?)] = []
        var tombstones: [(ObjectKey, Data?)] = []
        // The confirmed state changes only by applying the server's transactions, which moves
        // its number or its checksum: a save after a local edit writes the header alone.
        if confirmed.seq != saved.seq || confirmed.checksum != saved.checksum {
            try Self.differences(from: saved, to: confirmed, encoder: encoder, objects: &objects, tombstones: &tombstones)
        }
        try database.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO header (id, state) VALUES (1, ?)", arguments: [headerData])
            for (table, rows) in [("object", objects), ("tombstone", tombstones)] {
                for (key, data) in rows {
                    if let data {
                        try db.execute(
                            sql: "INSERT OR REPLACE INTO \(table) (entity, id, state) VALUES (?, ?, ?)", arguments: [key.entity, key.id.uuidString, data])
                    } else {
                        try db.execute(sql: "DELETE FROM \(table) WHERE entity = ? AND id = ?", arguments: [key.entity, key.id.uuidString])
                    }
                }
            }
        }
    }

    /// The rows to write (a `nil` value: to delete) that take `saved` to `confirmed`.
    private static func differences(
        from saved: PartitionState, to confirmed: PartitionState, encoder: JSONEncoder, objects: inout [(ObjectKey, Data?)],
        tombstones: inout [(ObjectKey, Data?)]
    ) throws {
        for (key, object) in confirmed.objects where saved.objects[key] != object { objects.append((key, try encoder.encode(object))) }
        for key in saved.objects.keys where confirmed.objects[key] == nil { objects.append((key, nil)) }
        for (key, tombstone) in confirmed.tombstones where saved.tombstones[key] != tombstone { tombstones.append((key, try encoder.encode(tombstone))) }
        for key in saved.tombstones.keys where confirmed.tombstones[key] == nil { tombstones.append((key, nil)) }
    }

    private static func key(_ row: Row) throws -> ObjectKey {
        guard let id = UUID(uuidString: row["id"]) else { throw SyncError("a stored object has the identifier \(row["id"] as String), which is not a UUID") }
        return ObjectKey(entity: row["entity"], id: id)
    }
}
