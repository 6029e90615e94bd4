import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// Single, compound and unique indexes from the model, as SQLite lists them in `sqlite_master`.
@Suite struct IndexTests {
    private static let sqliteKinds: [TestStoreKind] = [.sqliteFile, .sqliteMemory]

    private func indexes(_ container: PersistentContainer) throws -> [String: String] {
        let store = try #require(container.persistentStoreCoordinator.persistentStores.first as? SQLiteStore)
        return try store.indexDefinitions()
    }

    @Test(arguments: sqliteKinds)
    func modelIndexesAreInSQLiteMaster(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, GraphModels.recipes())
        let found = try indexes(spec.container)
        let compound = try #require(found["Z_RECIPE_BYCATEGORYANDLEVEL"], "the compound index exists: \(found.keys.sorted())")
        #expect(compound.contains("ZCATEGORY, ZLEVEL"), "over both columns, in order")
        #expect(found["Z_RECIPE_ZCREATEDAT"] != nil, "the single-attribute index exists")
        let unique = try #require(found["Z_INGREDIENT_UNIQUE_NAME"])
        #expect(unique.hasPrefix("CREATE UNIQUE INDEX") && unique.contains("ZNAME"), "a uniqueness constraint is a unique index")
    }

    @Test func aSubEntitysConstraintIsAPartialIndexAndDescendingElementsAreKept() throws {
        let model = ManagedObjectModel {
            EntityDescription(
                name: "Item",
                indexes: [FetchIndexDescription(name: "recent", elements: [.init(propertyName: "name"), .init(propertyName: "date", isAscending: false)])]
            ) {
                AttributeDescription(name: "name", type: .string)
                AttributeDescription(name: "date", type: .date)
            }
            EntityDescription(name: "Special", superentity: "Item", uniquenessConstraints: [["name"]]) {
                AttributeDescription(name: "code", type: .string)
            }
        }
        let spec = try GraphSpec(.sqliteMemory, model)
        let found = try indexes(spec.container)
        #expect(found["Z_ITEM_RECENT"]?.contains("ZNAME, ZDATE DESC") == true)
        let special = try #require(found["Z_SPECIAL_UNIQUE_NAME"])
        #expect(special.contains("WHERE Z_ENT IN"), "only the sub-entity's rows are constrained: \(special)")
        try spec.run { context in
            for _ in 0..<2 {
                ManagedObject(entity: model.entitiesByName["Item"]!, insertInto: context).setPrimitivePropertyValue(.string("same"), forKey: "name")
            }
            ManagedObject(entity: model.entitiesByName["Special"]!, insertInto: context).setPrimitivePropertyValue(.string("same"), forKey: "name")
            try context.save()
        }
    }

    @Test func indexesAddedToTheModelAppearWhenAnExistingStoreOpens() throws {
        let directory = TemporaryDirectory()
        func model(indexed: Bool) -> ManagedObjectModel {
            ManagedObjectModel {
                EntityDescription(name: "Log", indexes: indexed ? [FetchIndexDescription(["level", "date"])] : []) {
                    AttributeDescription(name: "level", type: .integer16, defaultValue: 0)
                    AttributeDescription(name: "date", type: .date)
                }
            }
        }
        let first = try GraphSpec.container(.sqliteFile, model(indexed: false), directory)
        #expect(try indexes(first)["Z_LOG_LEVEL_DATE"] == nil)
        for store in first.persistentStoreCoordinator.persistentStores { try first.persistentStoreCoordinator.remove(store) }
        let second = try GraphSpec.container(.sqliteFile, model(indexed: true), directory)
        #expect(try indexes(second)["Z_LOG_LEVEL_DATE"] != nil, "indexes are not part of the version hash, so the store opens and gains it")
    }
}
