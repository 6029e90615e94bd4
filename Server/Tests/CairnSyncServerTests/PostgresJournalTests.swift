import CairnSync
import CairnSyncServer
import Foundation
import PostgresNIO
import Testing

/// The PostgreSQL journal: entries in order, a taken number a conflict that stores nothing, and
/// a schema the server creates itself and refuses when a newer server wrote it.
@Suite(.enabled(if: TestPostgres.enabled)) struct PostgresJournalTests {
    static func entry(_ partition: UUID, _ seq: Int64) -> ServerJournalEntry {
        let device = DeviceID(UUID())
        let stamp = SyncStamp(hlc: HLC(physical: UInt64(seq), counter: 0), device: device)
        return ServerJournalEntry(
            partition: partition, transaction: ServerTransaction(seq: seq, device: device, deviceSeq: seq, stamp: stamp, effects: []), conflicts: [])
    }

    @Test func entriesComeBackInOrderAndATakenNumberIsAConflictThatStoresNothing() async throws {
        let partition = UUID()
        try await TestPostgres.withJournal(url: try TestPostgres.requireURL()) { journal in
            try await journal.append([Self.entry(partition, 1), Self.entry(partition, 2)])
            #expect(try await journal.entries(in: partition, after: 0).map(\.transaction.seq) == [1, 2])
            #expect(try await journal.entries(in: partition, after: 1).map(\.transaction.seq) == [2])
            #expect(try await journal.entries(in: UUID(), after: 0).isEmpty, "another partition")
            let conflict = await #expect(throws: SyncJournalConflict.self) {
                try await journal.append([Self.entry(partition, 3), Self.entry(partition, 2)])
            }
            #expect(conflict?.partition == partition)
            #expect(try await journal.entries(in: partition, after: 0).map(\.transaction.seq) == [1, 2], "all or none: 3 was not kept")
        }
    }

    @Test func theServerCreatesItsTablesAndRefusesADatabaseANewerServerMigrated() async throws {
        let url = try await TestPostgres.freshDatabase(named: "cairn_sync_schema_test")
        try await TestPostgres.withJournal(url: url) { journal in
            #expect(try await journal.entries(in: UUID(), after: 0).isEmpty)
            let versions = try await journal.client.query("SELECT version FROM cairn_sync_schema").decode(Int.self).reduce(into: []) { $0.append($1) }
            #expect(versions == [1])
            _ = try await journal.client.query("UPDATE cairn_sync_schema SET version = 99")
        }
        try await TestPostgres.withJournal(url: url) { journal in
            let error = await #expect(throws: SyncError.self) { try await journal.entries(in: UUID(), after: 0) }
            #expect(error?.message.contains("version 99, newer than this cairn-sync-server's 1") == true, "\(String(describing: error))")
        }
    }
}
