import Foundation

/// The SQL the SQLite store compiled for each ``FetchShape``, each with a number that stays unique
/// for the store's lifetime (the direct reader keys its prepared statements by it).
struct CompiledShapes {
    /// The SQL of one shape and its number.
    struct Entry {
        let sql: String
        let number: Int
    }

    /// The most shapes kept; past it the cache starts over.
    static let limit = 256

    private(set) var sql: [FetchShape: Entry]
    private var nextNumber = 0
    /// The shape found last: fetches repeated in a loop find it with one comparison, without
    /// hashing the shape.
    private var last: (shape: FetchShape, entry: Entry)?

    /// An empty cache with room for a few shapes. Creating the dictionary's storage here, when the
    /// store opens, also makes the Swift runtime look up `FetchShape`'s `Hashable` conformance
    /// then (a costly search, once per process) rather than during the first fetch.
    init() {
        sql = Dictionary(minimumCapacity: 16)
    }

    /// The SQL compiled for `shape`, if it is kept.
    mutating func entry(for shape: FetchShape) -> Entry? {
        if let last, last.shape == shape { return last.entry }
        guard let found = sql[shape] else { return nil }
        last = (shape, found)
        return found
    }

    /// Keeps `sql` for `shape` and returns the number given to it.
    mutating func insert(_ text: String, for shape: FetchShape) -> Int {
        if sql.count >= Self.limit { sql.removeAll() }
        nextNumber += 1
        let entry = Entry(sql: text, number: nextNumber)
        let kept = shape.withoutLargeValues()
        sql[kept] = entry
        last = (kept, entry)
        return nextNumber
    }
}
