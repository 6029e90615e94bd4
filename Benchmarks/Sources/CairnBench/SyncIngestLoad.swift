import CairnSync
import Foundation

/// Y3's input, made before timing: pushes of one device, each of `transactionsPerPush`
/// transactions changing `changesPerTransaction` notes, three properties each (a title, a
/// 100-character body, a revision number), the notes drawn from a fixed set so later pushes
/// update what earlier ones created, as a server's steady traffic does. The same values, as rows,
/// feed the raw SQLite baseline.
struct SyncIngestLoad: Sendable {
    /// One changed note as the raw baseline writes it.
    struct Row: Sendable {
        let id: UUID
        let title: String
        let body: String
        let revision: Int64
    }

    static let transactionsPerPush = 100
    static let changesPerTransaction = 10
    static let propertiesPerChange = 3
    /// 2026-01-01T00:00:00Z in Unix milliseconds: the server's clock reads this plus one
    /// millisecond per transaction; the device stamped each transaction a millisecond apart before it.
    static let startMilliseconds: Int64 = 1_767_225_600_000

    let pushes: [ClientMessage]
    /// Each push's changes, as rows.
    let rows: [[Row]]
    /// The server's clock when the pushes arrive (after every stamp).
    let wallMilliseconds: Int64

    /// Property changes in all the pushes.
    var propertyChanges: Int { pushes.count * Self.transactionsPerPush * Self.changesPerTransaction * Self.propertiesPerChange }

    /// `pushCount` pushes over `noteCount` notes.
    init(pushCount: Int, noteCount: Int) {
        let device = DeviceID(UUID(uuidString: "00000000-0000-0000-0000-00000000D3D3")!)
        let ids = SyncNoteContent(count: noteCount, edits: 0).ids
        let total = pushCount * Self.transactionsPerPush
        let physical = HLC.physical(unixMilliseconds: Self.startMilliseconds)
        var pushes: [ClientMessage] = []
        var rows: [[Row]] = []
        var change = 0
        for push in 0..<pushCount {
            var transactions: [LocalTransaction] = []
            var pushRows: [Row] = []
            for offset in 0..<Self.transactionsPerPush {
                let number = push * Self.transactionsPerPush + offset
                var changes: [SyncChange] = []
                for _ in 0..<Self.changesPerTransaction {
                    let row = Row(
                        id: ids[(change &* 7919) % noteCount], title: "Title \(change)",
                        body: String(repeating: "stone \(change % 10) ", count: 13).prefix(100).description, revision: Int64(change))
                    let edits: [String: PropertyEdit] = [
                        "title": .set(.string(row.title)), "body": .set(.string(row.body)), "revision": .set(.int(row.revision)),
                    ]
                    changes.append(SyncChange(key: ObjectKey(entity: SyncNote.entityName, id: row.id), operation: .upsert(edits), baseSeq: Int64(number)))
                    pushRows.append(row)
                    change += 1
                }
                let stamp = SyncStamp(hlc: HLC(physical: physical + UInt64(number), counter: 0), device: device)
                transactions.append(LocalTransaction(deviceSeq: Int64(number + 1), stamp: stamp, changes: changes))
            }
            pushes.append(.push(partition: SyncDevice.user, device: device, transactions: transactions))
            rows.append(pushRows)
        }
        self.pushes = pushes
        self.rows = rows
        wallMilliseconds = Self.startMilliseconds + Int64(total) + 1
    }
}
