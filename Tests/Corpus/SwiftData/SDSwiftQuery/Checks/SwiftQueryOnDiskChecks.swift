import Testing
import CairnData
@testable import SwiftQuery

// On-disk checks for impossibleflight/swift-query (the repository's own in-memory suites are next to
// this file, after the mechanical edit; they use the `Person` model of Model.swift).

private func storeURL() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SDSwiftQuery-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("people.store")
}

private func makeContainer(_ url: URL) throws -> ModelContainer {
    try ModelContainer(for: Person.self, configurations: ModelConfiguration(url: url))
}

@MainActor private func seed(_ container: ModelContainer) throws {
    for (name, age) in [("Jill", 27), ("Jack", 17), ("Jack", 19), ("Ramona", 20), ("Rory", 16)] {
        container.mainContext.insert(Person(name: name, age: age))
    }
    try container.mainContext.save()
}

@MainActor @Test func queriesReadWhatAnEarlierContainerSaved() throws {
    let url = try storeURL()
    try seed(try makeContainer(url))
    let container = try makeContainer(url)
    #expect(try Person.count(in: container) == 5)
    let adults = try Person.include(#Predicate { $0.age >= 18 }).sortBy(\.age).results(in: container)
    #expect(adults.map(\.name) == ["Jack", "Ramona", "Jill"])
}

@MainActor @Test func excludeFirstAndLastFollowTheSort() throws {
    let container = try makeContainer(try storeURL())
    try seed(container)
    let query = Person.exclude(#Predicate { $0.name == "Jack" }).sortBy(\.age)
    #expect(try query.first(in: container)?.name == "Rory")
    #expect(try query.last(in: container)?.name == "Jill")
    #expect(try query.count(in: container) == 3)
}

@MainActor @Test func rangeSubscriptPagesTheSortedResults() throws {
    let container = try makeContainer(try storeURL())
    try seed(container)
    let page = try Person.sortBy(\.age)[1..<3].results(in: container)
    #expect(page.map(\.age) == [17, 19])
}

@MainActor @Test func findOrCreateInsertsOnlyWhenMissing() throws {
    let container = try makeContainer(try storeURL())
    try seed(container)
    let found = try Person.include(#Predicate { $0.name == "Jill" }).findOrCreate(in: container) { Person(name: "Jill", age: 0) }
    #expect(found.age == 27)
    let created = try Person.include(#Predicate { $0.name == "Zed" }).findOrCreate(in: container) { Person(name: "Zed", age: 40) }
    #expect(created.age == 40)
    try container.mainContext.save()
    #expect(try Person.count(in: container) == 6)
}

@MainActor @Test func deleteRemovesOnlyTheMatchingPeopleFromTheFile() throws {
    let url = try storeURL()
    let container = try makeContainer(url)
    try seed(container)
    try Person.include(#Predicate { $0.age < 18 }).delete(in: container)
    try container.mainContext.save()
    let reread = try ModelContext(try makeContainer(url)).fetch(FetchDescriptor<Person>(sortBy: [SortDescriptor(\.name)]))
    #expect(reread.map(\.name) == ["Jack", "Jill", "Ramona"])
}

@Test func queryActorCountsAndEditsInTheBackground() async throws {
    let url = try storeURL()
    try await seed(try makeContainer(url))
    let actor = QueryActor(modelContainer: try makeContainer(url))
    let count = try await actor.perform { actor in try Person.include(#Predicate { $0.name == "Jack" }).count() }
    #expect(count == 2)
    try await actor.perform { actor in
        for person in try Person.include(#Predicate { $0.name == "Jack" }).results() { person.age += 1 }
        try actor.modelContext.save()
    }
    let ages = try ModelContext(try makeContainer(url)).fetch(FetchDescriptor<Person>(
        predicate: #Predicate { $0.name == "Jack" }, sortBy: [SortDescriptor(\.age)])).map(\.age)
    #expect(ages == [18, 20])
}
