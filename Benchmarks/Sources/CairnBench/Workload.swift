/// The measured workloads, each with the target (median ratio to raw SQLite).
enum Workload: String, CaseIterable, Sendable, Codable {
    case w1Insert = "W1"
    case w2FetchAll = "W2"
    case w3Cold = "W3cold"
    case w3Warm = "W3warm"
    case w4Update = "W4"
    case w5Range = "W5"
    case w6Predicate = "W6"
    case w7KeyFetch = "W7"
    case w8BatchUpdate = "W8"
    case w9BatchDelete = "W9"

    /// A one-line description for the table.
    func title(_ scale: Scale) -> String {
        switch self {
        case .w1Insert: "insert \(scale.rows) objects, one save"
        case .w2FetchAll: "fetch all \(scale.rows), materialized"
        case .w3Cold: "\(scale.lookups) lookups by key, cold"
        case .w3Warm: "\(scale.lookups) lookups by key, warm"
        case .w4Update: "change 1 attribute on \(scale.rows), save"
        case .w5Range: "\(scale.rangeRepeats)× range fetch of \(scale.rangeWidth), sorted"
        case .w6Predicate: "\(scale.rangeRepeats)× predicate-string fetch, BEGINSWITH[c]"
        case .w7KeyFetch: "\(scale.lookups) one-row fetches by indexed attribute"
        case .w8BatchUpdate: "batch update of \(scale.rows) rows, one statement"
        case .w9BatchDelete: "batch delete of \(scale.rows) rows, one statement"
        }
    }

    /// The largest acceptable median ratio Cairn / raw.
    var target: Double {
        switch self {
        case .w1Insert, .w2FetchAll, .w3Cold, .w4Update, .w5Range, .w6Predicate, .w7KeyFetch: 1.5
        // Our choice: the rows' IDs are read first (for the result and the row cache), then one
        // statement changes them, so about twice the bare statement.
        case .w8BatchUpdate, .w9BatchDelete: 2.5
        case .w3Warm: 0.5
        }
    }
}

/// The M1 target: peak resident memory while iterating with `fetchBatchSize`.
enum MemoryTarget {
    static let megabytes = 100.0
}
