import Testing
import CairnData
@testable import HandsOnWithSwiftData

// The model is named Tag, as swift-testing's type: the model is meant here.
typealias Tag = HandsOnWithSwiftData.Tag

// Checks for nataliq/HandsOnWithSwiftData (finished project): Thought ↔ Tag is a many-to-many
// relationship declared as plain arrays on both sides, with no @Relationship at all.
// (The repository's own XCTest, which documents that relationship order is not kept, is next to this
// file after the mechanical edit.)

private func storeURL() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SDHandsOnWithSwiftData-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("thoughts.store")
}

private func makeContainer(_ url: URL) throws -> ModelContainer {
    try ModelContainer(for: Thought.self, Tag.self, configurations: ModelConfiguration(url: url))
}

private let monday = Date(timeIntervalSince1970: 1_700_000_000)

@Test func thoughtsAndTheirTagsAreReadBackFromDisk() throws {
    let url = try storeURL()
    do {
        let context = ModelContext(try makeContainer(url))
        let work = Tag(name: "work")
        let home = Tag(name: "home")
        context.insert(work)
        context.insert(home)
        let thought = Thought(text: "Ship the release", creationDate: monday)
        context.insert(thought)
        thought.tags = [work, home]
        try context.save()
    }
    let context = ModelContext(try makeContainer(url))
    let thought = try #require(try context.fetch(FetchDescriptor<Thought>()).first)
    #expect(thought.text == "Ship the release")
    #expect(thought.creationDate == monday)
    #expect(Set(thought.tags.map(\.name)) == ["work", "home"])
}

@Test func theInverseSideOfTheManyToManyIsMaintained() throws {
    let url = try storeURL()
    do {
        let context = ModelContext(try makeContainer(url))
        let tag = Tag(name: "ideas")
        context.insert(tag)
        let a = Thought(text: "a"), b = Thought(text: "b")
        context.insert(a)
        context.insert(b)
        a.tags.append(tag)
        b.tags.append(tag)
        try context.save()
    }
    let context = ModelContext(try makeContainer(url))
    let tag = try #require(try context.fetch(FetchDescriptor<Tag>()).first)
    #expect(Set(tag.thoughts.map(\.text)) == ["a", "b"])
}

@Test func thoughtsWithATagAreFoundWithContainsWhere() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let work = Tag(name: "work"), fun = Tag(name: "fun")
    [work, fun].forEach { context.insert($0) }
    let t1 = Thought(text: "meeting"), t2 = Thought(text: "concert"), t3 = Thought(text: "offsite party")
    [t1, t2, t3].forEach { context.insert($0) }
    t1.tags = [work]
    t2.tags = [fun]
    t3.tags = [work, fun]
    try context.save()

    let workThoughts = try context.fetch(FetchDescriptor<Thought>(
        predicate: #Predicate { $0.tags.contains { $0.name == "work" } }, sortBy: [SortDescriptor(\.text)]))
    #expect(workThoughts.map(\.text) == ["meeting", "offsite party"])
    let untagged = try context.fetchCount(FetchDescriptor<Thought>(predicate: #Predicate { $0.tags.isEmpty }))
    #expect(untagged == 0)
}

@Test func deletingATagRemovesItFromItsThoughts() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let tag = Tag(name: "temp")
    context.insert(tag)
    let thought = Thought(text: "keep me")
    context.insert(thought)
    thought.tags = [tag]
    try context.save()

    context.delete(tag)
    try context.save()
    #expect(thought.tags.isEmpty)
    #expect(try context.fetchCount(FetchDescriptor<Thought>()) == 1)
}

@Test func newestThoughtsFirstWithALimit() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    for day in 0..<5 {
        context.insert(Thought(text: "day \(day)", creationDate: monday + Double(day) * 86_400))
    }
    try context.save()
    var descriptor = FetchDescriptor<Thought>(sortBy: [SortDescriptor(\.creationDate, order: .reverse)])
    descriptor.fetchLimit = 2
    #expect(try context.fetch(descriptor).map(\.text) == ["day 4", "day 3"])
}

@Test func searchableFiltersFetchedThoughtsAndTags() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    ["Café visit", "cafe latte", "Gym"].forEach { context.insert(Thought(text: $0)) }
    context.insert(Tag(name: "Coffee"))
    try context.save()
    let thoughts = try context.fetch(FetchDescriptor<Thought>(sortBy: [SortDescriptor(\.text)]))
    #expect(thoughts.containingText("café").count == 2)
    #expect(thoughts.containingText("").count == 3)
    #expect(try context.fetch(FetchDescriptor<Tag>()).containingText("coff").map(\.name) == ["Coffee"])
}

@ModelActor
actor ThoughtImporter {
    // The pattern of the app's ThoughtsActor (ImportModelDataButton.swift, left out: SwiftUI, OSLog).
    func importDummyData(count: Int, batchSize: Int) throws {
        for start in stride(from: 1, through: count, by: batchSize) {
            for index in start..<min(start + batchSize, count + 1) {
                modelContext.insert(Thought(text: "\(index)"))
            }
            try modelContext.save()
        }
    }
}

@Test func backgroundImportInBatchesIsVisibleToANewContext() async throws {
    let container = try makeContainer(try storeURL())
    try await ThoughtImporter(modelContainer: container).importDummyData(count: 2_500, batchSize: 1_000)
    #expect(try ModelContext(container).fetchCount(FetchDescriptor<Thought>()) == 2_500)
}
