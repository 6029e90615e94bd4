import Testing
import CairnData
@testable import SDFlashcards

// Checks for Zaprogramiacz/SwiftDataQuery: FlashcardsSet has a to-many `flashcards` with no inverse
// and no delete rule; both models keep their values in `let` properties; Flashcard.uuid is unique.
// The app's views (left out: SwiftUI) query `#Predicate<FlashcardsSet> { $0.flashcards.count > 50 }`
// sorted by name.

private func storeURL() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SDFlashcards-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("flashcards.store")
}

private func makeContainer(_ url: URL) throws -> ModelContainer {
    try ModelContainer(for: FlashcardsSet.self, Flashcard.self, configurations: ModelConfiguration(url: url))
}

@Test func aSetAndItsCardsAreReadBackFromDisk() throws {
    let url = try storeURL()
    let uuids: [String]
    do {
        let context = ModelContext(try makeContainer(url))
        let cards = [Flashcard(front: "der Hund", back: "the dog"), Flashcard(front: "die Katze", back: "the cat")]
        uuids = cards.map(\.uuid)
        context.insert(FlashcardsSet(name: "German", flashcards: cards))
        try context.save()
    }
    let context = ModelContext(try makeContainer(url))
    let set = try #require(try context.fetch(FetchDescriptor<FlashcardsSet>()).first)
    #expect(set.name == "German")
    #expect(Set(set.flashcards.map(\.uuid)) == Set(uuids))
    #expect(Set(set.flashcards.map(\.back)) == ["the dog", "the cat"])
}

@Test func setsWithMoreThanNCardsSortedByName() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    context.insert(FlashcardsSet(name: "Big B", flashcards: Random.flashcards(52)))
    context.insert(FlashcardsSet(name: "Big A", flashcards: Random.flashcards(51)))
    context.insert(FlashcardsSet(name: "Small", flashcards: Random.flashcards(50)))
    try context.save()

    let over50 = #Predicate<FlashcardsSet> { $0.flashcards.count > 50 }
    let big = try context.fetch(FetchDescriptor(predicate: over50, sortBy: [SortDescriptor(\.name, order: .forward)]))
    #expect(big.map(\.name) == ["Big A", "Big B"])
    #expect(try context.fetchCount(FetchDescriptor<Flashcard>()) == 153)
}

@Test func randomSetsKeepTheirCardCounts() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let generated = (0..<5).map { _ in Random.flashcardsSet() }
    generated.forEach { context.insert($0) }
    try context.save()
    let expected = generated.map(\.flashcards.count).reduce(0, +)
    #expect(try context.fetchCount(FetchDescriptor<Flashcard>()) == expected)
    let sets = try context.fetch(FetchDescriptor<FlashcardsSet>())
    #expect(sets.map(\.flashcards.count).reduce(0, +) == expected)
    #expect(sets.allSatisfy { (0...50).contains($0.flashcards.count) })
}

@Test func deletingASetLeavesItsCardsWithTheDefaultNullifyRule() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let set = FlashcardsSet(name: "Temp", flashcards: Random.flashcards(3))
    context.insert(set)
    try context.save()
    context.delete(set)
    try context.save()
    #expect(try context.fetchCount(FetchDescriptor<FlashcardsSet>()) == 0)
    #expect(try context.fetchCount(FetchDescriptor<Flashcard>()) == 3)
}

@Test func deletingACardRemovesItFromItsSet() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let keep = Flashcard(front: "1", back: "one"), drop = Flashcard(front: "2", back: "two")
    let set = FlashcardsSet(name: "Numbers", flashcards: [keep, drop])
    context.insert(set)
    try context.save()
    context.delete(drop)
    try context.save()
    #expect(set.flashcards.map(\.front) == ["1"])
}

@Test func cardsAreFoundByTheirUniqueUuid() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let card = Flashcard(front: "front", back: "back")
    context.insert(FlashcardsSet(name: "S", flashcards: [card, Flashcard(front: "x", back: "y")]))
    try context.save()
    let uuid = card.uuid
    let found = try context.fetch(FetchDescriptor<Flashcard>(predicate: #Predicate { $0.uuid == uuid }))
    #expect(found.count == 1)
    #expect(found.first?.front == "front")
}

@MainActor @Test func generatedSetOnTheMainContextIsSavedBeforeAnotherContextReadsIt() throws {
    // The view inserts `Random.flashcardsSet()` into the environment's (main) context.
    let container = try makeContainer(try storeURL())
    let set = Random.flashcardsSet()
    container.mainContext.insert(set)
    try container.mainContext.save()
    let other = try ModelContext(container).fetch(FetchDescriptor<FlashcardsSet>())
    #expect(other.map(\.name) == [set.name])
    #expect(other.first?.flashcards.count == set.flashcards.count)
}
