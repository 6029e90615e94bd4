import GRDB

/// The GRDB baseline's record: what a GRDB user would write for the entity.
struct GRDBItem: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "item"

    enum Columns {
        static let i1 = Column(CodingKeys.i1)
        static let i2 = Column(CodingKeys.i2)
    }

    var id: Int64
    var i1: Int64
    var i2: Int64
    var i3: Int64
    var i4: Int64
    var i5: Int64
    var s1: String
    var s2: String
    var s3: String
    var d: Double
    var b: Bool

    init(_ row: ItemRow) {
        (id, i1, i2, i3, i4, i5) = (row.id, row.i1, row.i2, row.i3, row.i4, row.i5)
        (s1, s2, s3, d, b) = (row.s1, row.s2, row.s3, row.d, row.b)
    }
}
