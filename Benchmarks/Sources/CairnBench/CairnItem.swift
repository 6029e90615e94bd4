import Cairn

/// The Cairn contender's model class, written as a Core Data user would.
final class CairnItem: ManagedObject {
    @Managed var i1: Int64
    @Managed var i2: Int64
    @Managed var i3: Int64
    @Managed var i4: Int64
    @Managed var i5: Int64
    @Managed var s1: String
    @Managed var s2: String
    @Managed var s3: String
    @Managed var d: Double
    @Managed var b: Bool

    /// The model: one entity, `i1` indexed (as in the baselines' schema).
    static let model = ManagedObjectModel {
        EntityDescription(name: "Item", managedObjectClass: CairnItem.self) {
            AttributeDescription(name: "i1", type: .integer64, isOptional: false, isIndexed: true)
            AttributeDescription(name: "i2", type: .integer64, isOptional: false)
            AttributeDescription(name: "i3", type: .integer64, isOptional: false)
            AttributeDescription(name: "i4", type: .integer64, isOptional: false)
            AttributeDescription(name: "i5", type: .integer64, isOptional: false)
            AttributeDescription(name: "s1", type: .string, isOptional: false)
            AttributeDescription(name: "s2", type: .string, isOptional: false)
            AttributeDescription(name: "s3", type: .string, isOptional: false)
            AttributeDescription(name: "d", type: .double, isOptional: false)
            AttributeDescription(name: "b", type: .boolean, isOptional: false)
        }
    }

    /// Sets every attribute from a row.
    func assign(_ row: ItemRow) {
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
