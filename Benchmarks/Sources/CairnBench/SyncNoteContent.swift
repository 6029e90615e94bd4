import Foundation

/// The notes of the sync workloads, made once per run and shared by every round and both
/// contenders (the sync engine and raw SQLite), so both store the same bytes and neither times
/// making them: each note's identity, its title, a body of about 1,000 characters of words (so the
/// full-text index has real tokens to store), and the title Y2's edit gives it.
struct SyncNoteContent: Sendable {
    /// The characters in a body.
    static let bodyLength = 1_000

    private static let words = [
        "granite", "ridge", "trail", "summit", "lichen", "boulder", "valley", "marker", "stone", "path", "cloud", "pass", "spruce", "river",
        "north", "glacier",
    ]

    let ids: [UUID]
    let titles: [String]
    let bodies: [String]
    let editedTitles: [String]
    /// The notes Y2 edits: every `count / edits`-th one.
    let edited: [Int]

    /// `count` notes, `edits` of them edited in Y2.
    init(count: Int, edits: Int) {
        let words = Self.words
        ids = (0..<count).map(Self.id)
        titles = (0..<count).map { k in "Note \(k): \(words[k % words.count]) \(words[(k / 16) % words.count])" }
        bodies = (0..<count).map(Self.body)
        editedTitles = (0..<count).map { k in "Edited \(k): \(words[(k + 3) % words.count])" }
        edited = Array(stride(from: 0, to: count, by: max(1, count / max(1, edits))).prefix(edits))
    }

    /// Note `k`'s identity: its number in the last 8 bytes.
    private static func id(_ k: Int) -> UUID {
        let n = UInt64(k)
        func byte(_ index: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: n >> (8 * (7 - index))) }
        return UUID(uuid: (0xCA, 0x12, 0, 0, 0, 0, 0x40, 0, byte(0), byte(1), byte(2), byte(3), byte(4), byte(5), byte(6), byte(7)))
    }

    /// Note `k`'s body: words picked by a generator seeded with `k`, cut to ``bodyLength``.
    private static func body(_ k: Int) -> String {
        var random = SeededGenerator(seed: UInt64(k) &+ 0x5EED)
        var text = ""
        text.reserveCapacity(bodyLength + 16)
        while text.utf8.count < bodyLength {
            text += words[Int(random.next() % UInt64(words.count))]
            text += " "
        }
        return String(text.prefix(bodyLength))
    }
}
