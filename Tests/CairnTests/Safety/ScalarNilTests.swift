import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Non-optional scalars over optional attributes, as Xcode's code generation declares them.
private final class Counters: ManagedObject {
    @Managed var int: Int
    @Managed var int16: Int16
    @Managed var int32: Int32
    @Managed var int64: Int64
    @Managed var double: Double
    @Managed var float: Float
    @Managed var flag: Bool
}

/// A scalar attribute with no value reads 0 / false, as Core Data's scalar accessors return.
@Suite struct ScalarNilTests {
    private static func model() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Counters", managedObjectClass: Counters.self) {
                AttributeDescription(name: "int", type: .integer64)
                AttributeDescription(name: "int16", type: .integer16)
                AttributeDescription(name: "int32", type: .integer32)
                AttributeDescription(name: "int64", type: .integer64)
                AttributeDescription(name: "double", type: .double)
                AttributeDescription(name: "float", type: .float)
                AttributeDescription(name: "flag", type: .boolean)
            }
        }
    }

    @Test(arguments: [TestStoreKind.sqliteFile, TestStoreKind.inMemory])
    func nilScalarsReadZeroBeforeAndAfterASave(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: Self.model(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let counters = Counters(context: context)
            #expect(counters.int == 0 && counters.int16 == 0 && counters.int32 == 0 && counters.int64 == 0)
            #expect(counters.double == 0 && counters.float == 0 && counters.flag == false)
            #expect(counters.value(forKey: "int32") == nil, "the attribute itself still has no value")
            try context.save()
            context.reset()
            let fetched = try #require(try context.fetch(FetchRequest<Counters>(entityName: "Counters")).first)
            #expect(fetched.int32 == 0 && fetched.flag == false && fetched.double == 0)
            fetched.int32 = 7
            #expect(fetched.int32 == 7)
        }
    }
}
