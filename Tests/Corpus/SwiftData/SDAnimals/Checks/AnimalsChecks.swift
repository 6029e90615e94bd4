import Testing
import CairnData
@testable import SDAnimals

// Checks for Apple's "Adding and editing persistent data in your app" sample (SwiftDataAnimals):
// Animal.diet is a String-backed enum, AnimalCategory.name is unique, and a category cascades to its
// animals. The sample data are static instances, so only one check uses them.

private func storeURL() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SDAnimals-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("animals.store")
}

private func makeContainer(_ url: URL) throws -> ModelContainer {
    try ModelContainer(for: Schema([AnimalCategory.self, Animal.self]), configurations: [ModelConfiguration(url: url)])
}

@MainActor @Test func sampleContainerFillsItsMainContextWithTheSampleData() async throws {
    let container = try ModelContainer.sample()
    let context = container.mainContext
    // ModelContainer.sample inserts the data from a main-actor Task.
    var attempts = 0
    while try context.fetchCount(FetchDescriptor<AnimalCategory>()) == 0, attempts < 200 {
        attempts += 1
        try await Task.sleep(for: .milliseconds(10))
    }
    #expect(try context.fetchCount(FetchDescriptor<AnimalCategory>()) == 6)
    #expect(try context.fetchCount(FetchDescriptor<Animal>()) == 6)
    #expect(Set(AnimalCategory.mammal.animals.map(\.name)) == ["Dog", "Cat", "Red kangaroo", "Southern gibbon"])
    #expect(Animal.newt.category?.name == "Amphibian")

    let carnivore = Animal.Diet.carnivorous
    let carnivores = try context.fetch(FetchDescriptor<Animal>(
        predicate: #Predicate { $0.diet == carnivore }, sortBy: [SortDescriptor(\.name)]))
    #expect(carnivores.map(\.name) == ["Cat", "Dog", "Newt"])
}

@Test func animalsAndCategoriesSurviveASecondContainer() throws {
    let url = try storeURL()
    do {
        let context = ModelContext(try makeContainer(url))
        let bird = AnimalCategory(name: "Bird")
        context.insert(bird)
        let sparrow = Animal(name: "House sparrow", diet: .omnivorous)
        context.insert(sparrow)
        sparrow.category = bird
        try context.save()
    }
    let context = ModelContext(try makeContainer(url))
    let animal = try #require(try context.fetch(FetchDescriptor<Animal>()).first)
    #expect(animal.name == "House sparrow")
    #expect(animal.diet == .omnivorous)
    #expect(animal.category?.name == "Bird")
    #expect(animal.category?.animals.map(\.name) == ["House sparrow"])
}

@Test func uniqueCategoryNameUpsertsInsteadOfDuplicating() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    context.insert(AnimalCategory(name: "Fish"))
    try context.save()
    context.insert(AnimalCategory(name: "Fish"))
    try context.save()
    #expect(try context.fetchCount(FetchDescriptor<AnimalCategory>()) == 1)
}

@Test func deletingACategoryDeletesItsAnimals() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let mammal = AnimalCategory(name: "Mammal")
    context.insert(mammal)
    mammal.animals = [Animal(name: "Dog", diet: .carnivorous), Animal(name: "Red kangaroo", diet: .herbivorous)]
    let reptile = AnimalCategory(name: "Reptile")
    context.insert(reptile)
    reptile.animals = [Animal(name: "Gecko", diet: .carnivorous)]
    try context.save()

    context.delete(mammal)
    try context.save()
    let left = try context.fetch(FetchDescriptor<Animal>())
    #expect(left.map(\.name) == ["Gecko"])
}

@Test func deletingAnAnimalNullifiesItInItsCategory() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let mammal = AnimalCategory(name: "Mammal")
    context.insert(mammal)
    let dog = Animal(name: "Dog", diet: .carnivorous)
    let cat = Animal(name: "Cat", diet: .carnivorous)
    mammal.animals = [dog, cat]
    try context.save()

    context.delete(dog)
    try context.save()
    #expect(mammal.animals.map(\.name) == ["Cat"])
    #expect(try context.fetchCount(FetchDescriptor<AnimalCategory>()) == 1)
}

@Test func batchDeleteOfCategoriesCascades() throws {
    // What AnimalCategory.reloadSampleData does first: `try modelContext.delete(model: AnimalCategory.self)`.
    let context = ModelContext(try makeContainer(try storeURL()))
    let fish = AnimalCategory(name: "Fish")
    context.insert(fish)
    fish.animals = [Animal(name: "Trout", diet: .carnivorous)]
    try context.save()

    try context.delete(model: AnimalCategory.self)
    try context.save()
    #expect(try context.fetchCount(FetchDescriptor<AnimalCategory>()) == 0)
    #expect(try context.fetchCount(FetchDescriptor<Animal>()) == 0)
}

@Test func animalsSortAndFilterByCategoryName() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let mammal = AnimalCategory(name: "Mammal")
    let bird = AnimalCategory(name: "Bird")
    context.insert(mammal)
    context.insert(bird)
    mammal.animals = [Animal(name: "Southern gibbon", diet: .herbivorous), Animal(name: "Cat", diet: .carnivorous)]
    bird.animals = [Animal(name: "House sparrow", diet: .omnivorous)]
    try context.save()

    let mammals = try context.fetch(FetchDescriptor<Animal>(
        predicate: #Predicate { $0.category?.name == "Mammal" }, sortBy: [SortDescriptor(\.name)]))
    #expect(mammals.map(\.name) == ["Cat", "Southern gibbon"])

    let herbivore = Animal.Diet.herbivorous
    #expect(try context.fetchCount(FetchDescriptor<Animal>(predicate: #Predicate { $0.diet == herbivore })) == 1)

    let categories = try context.fetch(FetchDescriptor<AnimalCategory>(sortBy: [SortDescriptor(\.name, order: .reverse)]))
    #expect(categories.map(\.name) == ["Mammal", "Bird"])
}

@Test func dietRawValuesAreTheSamplesLabels() {
    #expect(Animal.Diet.allCases.map(\.rawValue) == ["Herbivore", "Carnivore", "Omnivore"])
}
