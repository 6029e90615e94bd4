import CairnData
import CairnTestSupport
import Foundation
import Testing

// Two versions of a schema, as SwiftData apps declare them (WWDC23 "Model your schema with
// SwiftData"): v2 adds a property with a default and makes `name` unique, after removing the
// duplicates v1 allowed.

enum ContactsV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Contact.self] }

    @Model final class Contact {
        var name: String
        init(name: String) { self.name = name }
    }
}

enum ContactsV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [Contact.self] }

    @Model final class Contact {
        @Attribute(.unique) var name: String
        var favorite: Bool = false
        init(name: String) { self.name = name }
    }
}

enum ContactsV3: VersionedSchema {
    static let versionIdentifier = Schema.Version(3, 0, 0)
    static var models: [any PersistentModel.Type] { [Contact.self] }

    @Model final class Contact {
        @Attribute(.unique) var name: String
        var favorite: Bool = false
        var nickname: String?
        init(name: String) { self.name = name }
    }
}

enum ContactsPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [ContactsV1.self, ContactsV2.self, ContactsV3.self] }
    static var stages: [MigrationStage] { [v1ToV2, v2ToV3] }

    static let v1ToV2 = MigrationStage.custom(
        fromVersion: ContactsV1.self, toVersion: ContactsV2.self,
        willMigrate: { context in
            var seen = Set<String>()
            for contact in try context.fetch(FetchDescriptor<ContactsV1.Contact>(sortBy: [SortDescriptor(\.name)])) {
                if !seen.insert(contact.name).inserted { context.delete(contact) }
            }
            try context.save()
        },
        didMigrate: { context in
            for contact in try context.fetch(FetchDescriptor<ContactsV2.Contact>()) where contact.name.hasPrefix("A") {
                contact.favorite = true
            }
            try context.save()
        })

    static let v2ToV3 = MigrationStage.lightweight(fromVersion: ContactsV2.self, toVersion: ContactsV3.self)
}

@Suite struct MigrationTests {
    @Test func aMigrationPlanRunsItsStagesInOrder() throws {
        let directory = TemporaryDirectory()
        let url = directory.file("test.store")
        do {
            let context = ModelContext(try ModelContainer(for: Schema(versionedSchema: ContactsV1.self), configurations: ModelConfiguration(url: url)))
            for name in ["Ada", "Bob", "Ada", "Cy"] { context.insert(ContactsV1.Contact(name: name)) }
            try context.save()
        }
        let container = try ModelContainer(
            for: Schema(versionedSchema: ContactsV3.self), migrationPlan: ContactsPlan.self, configurations: ModelConfiguration(url: url))
        let contacts = try ModelContext(container).fetch(FetchDescriptor<ContactsV3.Contact>(sortBy: [SortDescriptor(\.name)]))
        #expect(contacts.map(\.name) == ["Ada", "Bob", "Cy"])
        #expect(contacts.map(\.favorite) == [true, false, false])
        #expect(contacts.allSatisfy { $0.nickname == nil })
    }

    @Test func aStoreOfAnotherVersionWithoutAPlanIsAClearError() throws {
        let directory = TemporaryDirectory()
        let url = directory.file("test.store")
        do {
            let context = ModelContext(try ModelContainer(for: Schema(versionedSchema: ContactsV1.self), configurations: ModelConfiguration(url: url)))
            context.insert(ContactsV1.Contact(name: "Ada"))
            context.insert(ContactsV1.Contact(name: "Ada"))
            try context.save()
        }
        // V2's unique name cannot hold the two Adas: opening it without the plan's clean-up fails
        // and leaves the store as it was.
        #expect(throws: (any Error).self) {
            _ = try ModelContainer(for: Schema(versionedSchema: ContactsV2.self), configurations: ModelConfiguration(url: url))
        }
        let v1 = try ModelContainer(for: Schema(versionedSchema: ContactsV1.self), configurations: ModelConfiguration(url: url))
        #expect(try ModelContext(v1).fetchCount(FetchDescriptor<ContactsV1.Contact>()) == 2)
    }
}
