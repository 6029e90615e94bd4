/// The three contenders, in the order they appear in tables.
enum Implementation: String, CaseIterable, Sendable, Codable {
    /// The SQLite C API called from Swift: prepared statements, bind and read by index.
    case raw
    /// GRDB 7.10 records (`Codable, FetchableRecord, PersistableRecord`).
    case grdb
    /// Cairn: `PersistentContainer`, a `ManagedObject` subclass with `@Managed` properties.
    case cairn

    /// A fresh subject for one run.
    func makeSubject() -> any BenchSubject {
        switch self {
        case .raw: RawSubject()
        case .grdb: GRDBSubject()
        case .cairn: CairnSubject()
        }
    }

    /// The order of round `round`: rotated so no implementation always runs first.
    static func order(forRound round: Int) -> [Implementation] {
        let all = allCases
        let shift = round % all.count
        return Array(all[shift...] + all[..<shift])
    }
}
