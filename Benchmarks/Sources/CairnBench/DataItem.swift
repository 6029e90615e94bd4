import CairnData

/// The CairnData contender's model class, written as a SwiftData user would; its entity is the
/// same as `CairnItem`'s (`Item`, `i1` indexed).
@Model
final class Item {
    #Index<Item>([\.i1])
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
        i1 = row.i1
        i2 = row.i2
        i3 = row.i3
        i4 = row.i4
        i5 = row.i5
        s1 = row.s1
        s2 = row.s2
        s3 = row.s3
        d = row.d
        b = row.b
    }
}
