import CairnSync
import Foundation

/// Y1–Y3: what syncing through a server costs, with the goals. Each round starts a new
/// in-process server (memory) and new stores:
///
/// - Y1, initial sync: a seeding device pushes the notes in batches (untimed); a fresh device
///   with an empty store then runs one `sync()`, which pulls them all and saves them with their
///   full-text index. Goal ≤ 3 s for 10,000 notes.
/// - Y2, catch-up: the seeding device edits one property of `edits` notes and pushes (untimed);
///   the device of Y1 runs one `sync()` that brings the edits in. Goal ≤ 0.5 s for 1,000.
/// - Y3, server ingest: property changes a second that `SyncServerCore` accepts, in memory and
///   with a `SQLiteSyncJournal`. Goal ≥ 3,000 a second.
///
/// Each is also given as a ratio to raw SQLite doing the equivalent writes in the same round
/// (the order alternates by round), the harness's convention.
///
/// Run alone, outside the interleaved table: `cairn-bench --sync [--quick] [--rounds N]`.
enum SyncBench {
    static let flag = "--sync"

    static func main(_ arguments: [String], log: (String) -> Void) throws {
        let options = SideBenchOptions(arguments, defaultRounds: 3)
        let sizes = options.quick ? SyncScale.quick : SyncScale.full
        try options.withFolder("sync") { folder in try run(sizes, options.rounds, folder, log: log) }
    }

    private static func run(_ sizes: SyncScale, _ rounds: Int, _ folder: URL, log: (String) -> Void) throws {
        let notes = SyncNoteContent(count: sizes.notes, edits: sizes.edits)
        let load = SyncIngestLoad(pushCount: sizes.ingestPushes, noteCount: sizes.ingestNotes)
        var samples = SyncSamples()
        for round in 0..<rounds {
            let files = folder.appendingPathComponent("round-\(round)")
            try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
            let rawFirst = round % 2 == 1
            try runDevices(notes, sizes, files, rawFirst: rawFirst, into: &samples)
            try runIngest(load, files, rawFirst: rawFirst, into: &samples)
            try? FileManager.default.removeItem(at: files)
            log("round \(round + 1)/\(rounds)  \(samples.lastRound)")
        }
        print(samples.report(notes: sizes.notes, edits: sizes.edits, load: load))
    }

    /// Y1 and Y2, and their raw baselines, in one round.
    private static func runDevices(_ notes: SyncNoteContent, _ sizes: SyncScale, _ files: URL, rawFirst: Bool, into samples: inout SyncSamples) throws {
        let server = InProcessSyncServer()
        try AsyncBridge.wait { await server.register(token: SyncDevice.token, user: SyncDevice.user) }
        let seeder = try SyncDevice(url: files.appendingPathComponent("seeder.sqlite"), server: server)
        defer { seeder.close() }
        for start in stride(from: 0, to: sizes.notes, by: sizes.seedBatch) {
            try seeder.insert(start..<min(start + sizes.seedBatch, sizes.notes), of: notes)
            try seeder.sync()
        }
        let raw = try SyncRawNotes(path: files.appendingPathComponent("raw.sqlite").path)
        if rawFirst { samples.rawInsert.append(try raw.insert(notes)) }
        let device = try SyncDevice(url: files.appendingPathComponent("device.sqlite"), server: server)
        defer { device.close() }
        samples.initialSync.append(try device.sync())
        if !rawFirst { samples.rawInsert.append(try raw.insert(notes)) }
        let synced = try device.count(titlePrefix: "Note ")
        guard synced == (sizes.notes, sizes.notes) else { throw BenchError("Y1: the new device holds \(synced.notes) of \(sizes.notes) notes") }

        try seeder.editTitles(notes)
        try seeder.sync()
        if rawFirst { samples.rawEdit.append(try raw.editTitles(notes)) }
        samples.catchUp.append(try device.sync())
        if !rawFirst { samples.rawEdit.append(try raw.editTitles(notes)) }
        let edited = try device.count(titlePrefix: "Edited ")
        guard edited == (sizes.notes, sizes.edits) else { throw BenchError("Y2: the device shows \(edited.matching) of \(sizes.edits) edits") }
    }

    /// Y3 and its raw baseline in one round.
    private static func runIngest(_ load: SyncIngestLoad, _ files: URL, rawFirst: Bool, into samples: inout SyncSamples) throws {
        if rawFirst { samples.rawIngest.append(try SyncIngest.raw(load, path: files.appendingPathComponent("ingest-raw.sqlite").path)) }
        samples.memoryIngest.append(try SyncIngest.server(load, journalURL: nil))
        samples.durableIngest.append(try SyncIngest.server(load, journalURL: files.appendingPathComponent("journal.sqlite")))
        if !rawFirst { samples.rawIngest.append(try SyncIngest.raw(load, path: files.appendingPathComponent("ingest-raw.sqlite").path)) }
    }
}
