/// One row of the benchmark entity: 5 integers, 3 short strings, a double and a Boolean.
///
/// The same values go to every implementation. `i1` is indexed and is a permutation of `0..<count`
/// (so a range of width `w` matches exactly `w` rows); `i2` is the attribute W4 changes.
struct ItemRow: Sendable, Codable {
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

    /// Rows `range` (ids `range.lowerBound + 1 …`) of a table of `total` rows, deterministic.
    static func make(_ range: Range<Int>, total: Int) -> [ItemRow] {
        let names = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]
        return range.map { k in
            let n = Int64(k)
            return ItemRow(
                id: n + 1,
                i1: (n &* 7919) % Int64(total),  // 7919 is prime, coprime with the sizes used
                i2: n % 1000,
                i3: n &* 3,
                i4: -n,
                i5: n % 7,
                s1: names[k % names.count],
                s2: "item-\(k)",
                s3: "s\(k % 97)",
                d: Double(k) * 0.5,
                b: k % 2 == 0)
        }
    }
}
