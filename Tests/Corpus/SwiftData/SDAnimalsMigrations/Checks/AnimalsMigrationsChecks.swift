import Testing
import CairnData
@testable import SDAnimalsMigrations

// Checks for abegehr/SwiftDataAnimals_Migrations: Apple's Animals sample split into SchemaV1
// (optional attributes) and SchemaV2 (non-optional name/diet, `extinct: Bool? = false`, unique
// category name). The repository's migration plans live in Model.swift, which was left out (it
// imports OSLog and CoreData); the two plans below restate its stages so the schemas can be
// migrated here exactly as the app (and its ModelTests.swift) does.

enum CheckMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
    static var stages: [MigrationStage] { [migrateV1toV2] }
    static var migrateV1toV2: MigrationStage { .custom(
        fromVersion: SchemaV1.self, toVersion: SchemaV2.self, willMigrate: nil,
        didMigrate: { context in
            for animal in try context.fetch(FetchDescriptor<SchemaV2.Animal>()) { animal.extinct = false }
            try context.save()
        }) }
}

enum CheckRollbackMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [SchemaV2.self, SchemaV1.self] }
    static var stages: [MigrationStage] {
        [.custom(fromVersion: SchemaV2.self, toVersion: SchemaV1.self, willMigrate: nil, didMigrate: nil)]
    }
}

private func storeURL() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SDAnimalsMigrations-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("default.store")
}

private func container(_ schema: any VersionedSchema.Type, _ plan: (any SchemaMigrationPlan.Type)?, _ url: URL) throws -> ModelContainer {
    try ModelContainer(for: Schema(versionedSchema: schema), migrationPlan: plan, configurations: [ModelConfiguration(url: url)])
}

/// The sample data of the repository's ModelTests.swift, for SchemaV1.
private func loadSampleDataSchemaV1(context: ModelContext) throws {
    let mammal = SchemaV1.AnimalCategory(name: "Mammal")
    let bird = SchemaV1.AnimalCategory(name: "Bird")
    let amphibian = SchemaV1.AnimalCategory(name: "Amphibian")
    [mammal, bird, amphibian].forEach { context.insert($0) }
    let animals: [(String, SchemaV1.Animal.Diet, SchemaV1.AnimalCategory)] = [
        ("Dog", .carnivorous, mammal), ("Cat", .carnivorous, mammal), ("Red kangaroo", .herbivorous, mammal),
        ("House sparrow", .omnivorous, bird), ("Newt", .carnivorous, amphibian),
    ]
    for (name, diet, category) in animals {
        let animal = SchemaV1.Animal(name: name, diet: diet)
        context.insert(animal)
        animal.category = category
    }
    try context.save()
}

@Test func v1StoreMigratesToV2WithEveryAnimalNotExtinct() throws {
    let url = try storeURL()
    do {
        let context = ModelContext(try container(SchemaV1.self, CheckMigrationPlan.self, url))
        try loadSampleDataSchemaV1(context: context)
        #expect(try context.fetchCount(FetchDescriptor<SchemaV1.Animal>()) == 5)
    }
    let context = ModelContext(try container(SchemaV2.self, CheckMigrationPlan.self, url))
    let animals = try context.fetch(FetchDescriptor<SchemaV2.Animal>(sortBy: [SortDescriptor(\.name)]))
    #expect(animals.map(\.name) == ["Cat", "Dog", "House sparrow", "Newt", "Red kangaroo"])
    #expect(animals.allSatisfy { $0.extinct == false })
    #expect(animals.first { $0.name == "Newt" }?.category?.name == "Amphibian")
    #expect(try context.fetchCount(FetchDescriptor<SchemaV2.AnimalCategory>()) == 3)
}

@Test func migratedStoreKeepsRelationshipsAndEnumValues() throws {
    let url = try storeURL()
    do { try loadSampleDataSchemaV1(context: ModelContext(try container(SchemaV1.self, CheckMigrationPlan.self, url))) }
    let context = ModelContext(try container(SchemaV2.self, CheckMigrationPlan.self, url))
    let mammal = try #require(try context.fetch(FetchDescriptor<SchemaV2.AnimalCategory>(
        predicate: #Predicate { $0.name == "Mammal" })).first)
    #expect(Set((mammal.animals ?? []).map(\.name)) == ["Dog", "Cat", "Red kangaroo"])
    let carnivore = SchemaV2.Animal.Diet.carnivorous
    #expect(try context.fetchCount(FetchDescriptor<SchemaV2.Animal>(predicate: #Predicate { $0.diet == carnivore })) == 3)
}

@Test func rollbackPlanOpensAV2StoreAsV1WithTheSameAnimals() throws {
    // The repository's testMigrationV1toV2: V1 → V2 → back to V1 with RollbackMigrationPlan.
    let url = try storeURL()
    do { try loadSampleDataSchemaV1(context: ModelContext(try container(SchemaV1.self, CheckMigrationPlan.self, url))) }
    do { _ = try ModelContext(try container(SchemaV2.self, CheckMigrationPlan.self, url)).fetch(FetchDescriptor<SchemaV2.Animal>()) }
    let context = ModelContext(try container(SchemaV1.self, CheckRollbackMigrationPlan.self, url))
    #expect(try context.fetchCount(FetchDescriptor<SchemaV1.Animal>()) == 5)
}

@Test func v1OptionalAttributesWorkInPredicates() throws {
    let context = ModelContext(try container(SchemaV1.self, nil, try storeURL()))
    try loadSampleDataSchemaV1(context: context)
    let named = try context.fetch(FetchDescriptor<SchemaV1.Animal>(
        predicate: #Predicate { ($0.name ?? "").localizedStandardContains("a") }, sortBy: [SortDescriptor(\.name)]))
    #expect(named.compactMap(\.name) == ["Cat", "House sparrow", "Red kangaroo"])
    let uncategorised = try context.fetchCount(FetchDescriptor<SchemaV1.Animal>(predicate: #Predicate { $0.category == nil }))
    #expect(uncategorised == 0)
}

@Test func v2ExtinctDefaultsToFalseAndCanBeQueried() throws {
    let context = ModelContext(try container(SchemaV2.self, nil, try storeURL()))
    let dodo = SchemaV2.Animal(name: "Dodo", diet: .herbivorous, extinct: true)
    let cat = SchemaV2.Animal(name: "Cat", diet: .carnivorous)
    context.insert(dodo)
    context.insert(cat)
    try context.save()
    #expect(cat.extinct == false)
    let extinct = try context.fetch(FetchDescriptor<SchemaV2.Animal>(predicate: #Predicate { $0.extinct == true }))
    #expect(extinct.map(\.name) == ["Dodo"])
}

@Test func v2CategoriesWithTheSameNameAreBothKept() throws {
    // SchemaV2 declares no uniqueness constraint on the name (no `.unique`, no `#Unique`), so
    // SwiftData keeps both; an upsert needs the constraint.
    let context = ModelContext(try container(SchemaV2.self, nil, try storeURL()))
    context.insert(SchemaV2.AnimalCategory(name: "Bird"))
    try context.save()
    context.insert(SchemaV2.AnimalCategory(name: "Bird"))
    try context.save()
    #expect(try context.fetchCount(FetchDescriptor<SchemaV2.AnimalCategory>()) == 2)
}

@MainActor @Test func latestSchemaSampleContainerHoldsTheSampleData() async throws {
    // SchemaLatest = SchemaV2; ModelContainer.sample inserts the static sample data from a Task.
    let container = try ModelContainer.sample()
    var attempts = 0
    while try container.mainContext.fetchCount(FetchDescriptor<Animal>()) == 0, attempts < 200 {
        attempts += 1
        try await Task.sleep(for: .milliseconds(10))
    }
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Animal>()) == 6)
    #expect(try container.mainContext.fetchCount(FetchDescriptor<AnimalCategory>()) == 6)
    #expect(Animal.sparrow.category === AnimalCategory.bird)
}
