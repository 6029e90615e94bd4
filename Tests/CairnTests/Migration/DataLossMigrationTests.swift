import Foundation
import Testing

@testable import Cairn

/// An automatic migration that would delete data the store holds does not run unless allowed:
/// the trap is a store of another app whose model shares an entity name with this one's.
@Suite struct DataLossMigrationTests {
    typealias M = MigrationModels

    /// Another app's store: items with a price, and customers.
    static func shopModel() -> ManagedObjectModel {
        ManagedObjectModel {
            M.entity("Customer") { M.attribute("name", .string) }
            M.entity("Item") {
                M.attribute("name", .string)
                M.attribute("price", .double)
            }
        }
    }

    static func fillShop(_ context: ManagedObjectContext, _ model: ManagedObjectModel) {
        for name in ["Ann", "Bo"] {
            ManagedObject(entity: model.entitiesByName["Customer"]!, insertInto: context).setValue(name, forKey: "name")
        }
        for (name, price) in [("pen", 1.5), ("ink", 3.0), ("pad", nil)] {
            let item = ManagedObject(entity: model.entitiesByName["Item"]!, insertInto: context)
            item.setValue(name, forKey: "name")
            item.setValue(price, forKey: "price")
        }
    }

    /// This app: a to-do list whose items also have a name.
    static func todoModel() -> ManagedObjectModel {
        ManagedObjectModel {
            M.entity("Item") {
                M.attribute("name", .string)
                M.attribute("done", .boolean, optional: false, default: false)
            }
        }
    }

    @Test func anotherAppsStoreSharingAnEntityNameIsRefusedUntouched() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.shopModel(), Self.fillShop)
        let before = try fixture.bytes()
        let error = try #require(throws: CairnError.self) { try fixture.open(Self.todoModel()) }
        #expect(error.code == .migrationWouldLoseData)
        #expect(error.message.contains("every Customer (2 objects)"), "\(error.message)")
        #expect(error.message.contains("Item.price (2 values)"), "\(error.message)")
        #expect(error.message.contains("allowsDataLossOnMigration"), "\(error.message)")
        #expect(try fixture.bytes() == before)
        let shop = try fixture.open(Self.shopModel())
        #expect(try fixture.rows(shop, "Customer", ["name"]).count == 2)
        #expect(
            try fixture.rows(shop, "Item", ["name", "price"]) == [
                ["name": "ink", "price": "3.0"], ["name": "pad", "price": "nil"], ["name": "pen", "price": "1.5"],
            ])
    }

    @Test func allowedTheMigrationRunsAndDropsWhatTheModelLacks() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.shopModel(), Self.fillShop)
        let container = try fixture.open(Self.todoModel(), allowingDataLoss: true)
        #expect(try fixture.rows(container, "Item", ["name", "done"]).map { $0["name"]! + "/" + $0["done"]! } == ["ink/0", "pad/0", "pen/0"])
    }

    @Test func droppingWhatHoldsNoDataNeedsNoPermission() throws {
        let fixture = MigrationFixture()
        // No customers, and no item has a price.
        try fixture.write(Self.shopModel()) { context, model in
            ManagedObject(entity: model.entitiesByName["Item"]!, insertInto: context).setValue("pen", forKey: "name")
        }
        let container = try fixture.open(Self.todoModel())
        #expect(try fixture.rows(container, "Item", ["name"]) == [["name": "pen"]])
    }

    @Test func aStagedMigrationDropsWhatItsNewVersionRemoved() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.shopModel(), Self.fillShop)
        let version2 = Self.shopModel()
        version2.entitiesByName["Item"]!.declaredProperties.removeAll { $0.name == "price" }
        let container = PersistentContainer(name: "Store", managedObjectModel: version2)
        let description = PersistentStoreDescription(url: fixture.url)
        description.stagedMigrationManager = StagedMigrationManager([LightweightMigrationStage([Self.shopModel(), version2])])
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        #expect(try fixture.rows(container, "Item", ["name"]).count == 3)
        #expect(try fixture.rows(container, "Customer", ["name"]).count == 2)
    }
}
