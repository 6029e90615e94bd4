import GRDB

/// The GRDB baseline's record: the `Codable` row struct itself, made a GRDB record as a GRDB user
/// would write it (table `item`, columns named after the properties).
extension ItemRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "item"

    enum Columns {
        static let i1 = Column("i1")
        static let i2 = Column("i2")
        static let s1 = Column("s1")
    }
}
