/// The sizes of the sync workloads (Y1–Y3): the issue's, or ten times smaller with `--quick`.
struct SyncScale: Sendable {
    /// Notes on the server, all pulled by Y1's initial sync.
    var notes: Int
    /// Notes edited on another device and pulled by Y2's catch-up.
    var edits: Int
    /// Notes per save and push of the seeding device (untimed).
    var seedBatch: Int
    /// Y3's pushes (each of 100 transactions × 10 changes × 3 properties).
    var ingestPushes: Int
    /// The notes Y3's changes are spread over.
    var ingestNotes: Int

    static let full = SyncScale(notes: 10_000, edits: 1_000, seedBatch: 1_000, ingestPushes: 20, ingestNotes: 2_000)
    static let quick = SyncScale(notes: 1_000, edits: 100, seedBatch: 100, ingestPushes: 4, ingestNotes: 200)
}
