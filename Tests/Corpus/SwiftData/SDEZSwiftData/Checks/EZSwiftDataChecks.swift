import Testing
import CairnData
@testable import SDEZSwiftData

// Checks for gomez1112/EZSwiftData: ModelContainerFactory (plain, configured, versioned, migration
// plan, seeded) and ModelContext's sequence / variadic insert. The package's own tests rely on models
// declared in a file that imports SwiftUI and CloudKit, so these checks declare their own.

@Model final class Pet {
    var name: String
    var owner: Owner?
    init(name: String) { self.name = name }
}

@Model final class Owner {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Pet.owner) var pets: [Pet] = []
    init(name: String) { self.name = name }
}

enum PetsV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [PetsV1.Pet.self] }
    @Model final class Pet {
        var name: String
        init(name: String) { self.name = name }
    }
}

enum PetsV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [PetsV2.Pet.self] }
    @Model final class Pet {
        var name: String
        var species: String = "unknown"
        init(name: String, species: String = "unknown") { self.name = name; self.species = species }
    }
}

enum PetsPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [PetsV1.self, PetsV2.self] }
    static var stages: [MigrationStage] {
        [.custom(fromVersion: PetsV1.self, toVersion: PetsV2.self, willMigrate: nil, didMigrate: { context in
            for pet in try context.fetch(FetchDescriptor<PetsV2.Pet>()) { pet.species = "cat" }
            try context.save()
        })]
    }
}

enum EmptyPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [] }
    static var stages: [MigrationStage] { [] }
}

private func storeURL() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SDEZSwiftData-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("pets.store")
}

@MainActor @Test func inMemoryContainerForModelTypes() throws {
    let container = try ModelContainerFactory.create(for: [Pet.self, Owner.self], isStoredInMemoryOnly: true)
    container.mainContext.insert(Pet(name: "Rex"))
    try container.mainContext.save()
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Pet>()) == 1)
    #expect(container.mainContext.container === container)
}

@MainActor @Test func configurationBuilderPointsTheContainerAtAFile() throws {
    let url = try storeURL()
    do {
        let container = try ModelContainerFactory.create(for: [Pet.self, Owner.self]) { schema in
            ModelConfiguration(schema: schema, url: url)
        }
        let owner = Owner(name: "Ann")
        container.mainContext.insert(owner)
        owner.pets = [Pet(name: "Tom"), Pet(name: "Kit")]
        try container.mainContext.save()
    }
    let container = try ModelContainerFactory.create(for: [Pet.self, Owner.self]) { schema in
        ModelConfiguration(schema: schema, url: url)
    }
    let owner = try #require(try container.mainContext.fetch(FetchDescriptor<Owner>()).first)
    #expect(Set(owner.pets.map(\.name)) == ["Tom", "Kit"])
}

@MainActor @Test func emptyModelListAndEmptyPlanAreRefused() throws {
    #expect(throws: ModelContainerFactory.Error.emptyModelList) {
        try ModelContainerFactory.create(for: [], isStoredInMemoryOnly: true)
    }
    #expect(throws: ModelContainerFactory.Error.emptyMigrationPlan) {
        try ModelContainerFactory.create(migrationPlan: EmptyPlan.self, isStoredInMemoryOnly: true)
    }
}

@MainActor @Test func seededContainerIsSavedAndFetchable() throws {
    let container = try ModelContainerFactory.createSeeded(for: [Pet.self, Owner.self], isStoredInMemoryOnly: true) { context in
        context.insert(Pet(name: "A"), Pet(name: "B"), Pet(name: "C"))
    }
    #expect(container.mainContext.hasChanges == false)
    let names = try container.mainContext.fetch(FetchDescriptor<Pet>(sortBy: [SortDescriptor(\.name, order: .reverse)])).map(\.name)
    #expect(names == ["C", "B", "A"])
}

@MainActor @Test func asyncSeedAndSequenceInsert() async throws {
    let container = try await ModelContainerFactory.createSeeded(for: [Pet.self, Owner.self], isStoredInMemoryOnly: true) { context in
        try await Task.sleep(for: .milliseconds(1))
        context.insert((1...4).map { Pet(name: "pet \($0)") })
    }
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Pet>()) == 4)
}

@MainActor @Test func versionedSchemaWithMigrationPlanUpgradesTheFile() throws {
    let url = try storeURL()
    do {
        let v1 = try ModelContainerFactory.create(for: PetsV1.self, migrationPlan: PetsPlan.self) { schema in
            ModelConfiguration(schema: schema, url: url)
        }
        v1.mainContext.insert(PetsV1.Pet(name: "Felix"))
        try v1.mainContext.save()
    }
    let v2 = try ModelContainerFactory.create(migrationPlan: PetsPlan.self) { schema in
        ModelConfiguration(schema: schema, url: url)
    }
    let pets = try v2.mainContext.fetch(FetchDescriptor<PetsV2.Pet>())
    #expect(pets.map(\.name) == ["Felix"])
    #expect(pets.map(\.species) == ["cat"])
}

@MainActor @Test func variadicCreateAndCascadeDelete() throws {
    let container = try ModelContainerFactory.create(isStoredInMemoryOnly: true, Owner.self, Pet.self)
    let owner = Owner(name: "Bo")
    container.mainContext.insert(owner)
    owner.pets = [Pet(name: "x"), Pet(name: "y")]
    try container.mainContext.save()
    container.mainContext.delete(owner)
    try container.mainContext.save()
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Pet>()) == 0)
}

@MainActor @Test func containerCreationFailureIsWrapped() throws {
    // A store path inside a regular file cannot be opened.
    let file = try storeURL().deletingLastPathComponent().appendingPathComponent("not-a-directory")
    try Data("x".utf8).write(to: file)
    #expect {
        try ModelContainerFactory.create(for: [Pet.self]) { schema in
            ModelConfiguration(schema: schema, url: file.appendingPathComponent("pets.store"))
        }
    } throws: { error in
        if case ModelContainerFactory.Error.containerCreationFailed = error { return true }
        return false
    }
}
