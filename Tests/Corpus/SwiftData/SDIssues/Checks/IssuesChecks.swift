import Testing
import CairnData
@testable import SDIssues

// The model is named Issue, as swift-testing's type: the model is meant here.
typealias Issue = SDIssues.Issue

// Checks for robertmryan/SwiftDataDemo: Issue → [Subissue] with `.cascade` and an explicit inverse;
// Subissue's init sets its `issue`. The demo's IssueModelActor (left out: it imports os.log for
// signposts) inserts an issue, then 1000 subissues found through `modelContext.model(for:)`, and
// deletes everything with `delete(model: Issue.self)`; the actor below follows it without signposts.

private func storeURL() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SDIssues-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("issues.store")
}

private func makeContainer(_ url: URL) throws -> ModelContainer {
    try ModelContainer(for: Issue.self, configurations: ModelConfiguration(url: url))
}

@ModelActor
actor IssueWriter {
    enum Failure: Error { case issueNotFound }

    func insert(subissues count: Int) throws -> PersistentIdentifier {
        let issue = Issue(name: "MA - Issue")
        modelContext.insert(issue)
        try modelContext.save()
        let issueID = issue.persistentModelID
        for i in 1...count {
            guard let issue = modelContext.model(for: issueID) as? Issue else { throw Failure.issueNotFound }
            modelContext.insert(Subissue(name: "\(i)", issue: issue))
        }
        try modelContext.save()
        return issueID
    }

    func deleteAll() throws {
        try modelContext.delete(model: Issue.self)
        try modelContext.save()
    }
}

@Test func subissueInitSetsBothSidesOfTheRelationship() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let issue = Issue(name: "Crash on launch")
    context.insert(issue)
    let sub = Subissue(name: "Reproduce", issue: issue)
    #expect(issue.subissues.map(\.name) == ["Reproduce"])
    #expect(sub.numberEdited == 0)
    try context.save()
    #expect(try context.fetchCount(FetchDescriptor<Subissue>()) == 1)
}

@Test func issueWithSubissuesIsReadBackByASecondContainer() throws {
    let url = try storeURL()
    do {
        let context = ModelContext(try makeContainer(url))
        let issue = Issue(name: "Login fails")
        context.insert(issue)
        _ = Subissue(name: "iOS", issue: issue)
        _ = Subissue(name: "macOS", issue: issue)
        try context.save()
    }
    let context = ModelContext(try makeContainer(url))
    let issue = try #require(try context.fetch(FetchDescriptor<Issue>()).first)
    #expect(Set(issue.subissues.map(\.name)) == ["iOS", "macOS"])
    #expect(issue.subissues.allSatisfy { $0.issue === issue })
}

@Test func deletingAnIssueCascadesToItsSubissues() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let a = Issue(name: "A"), b = Issue(name: "B")
    context.insert(a)
    context.insert(b)
    (1...3).forEach { _ = Subissue(name: "a\($0)", issue: a) }
    _ = Subissue(name: "b1", issue: b)
    try context.save()
    context.delete(a)
    try context.save()
    #expect(try context.fetch(FetchDescriptor<Subissue>()).map(\.name) == ["b1"])
}

@Test func modelActorInsertsAThousandSubissuesVisibleElsewhere() async throws {
    let container = try makeContainer(try storeURL())
    let issueID = try await IssueWriter(modelContainer: container).insert(subissues: 1_000)
    let context = ModelContext(container)
    #expect(try context.fetchCount(FetchDescriptor<Subissue>()) == 1_000)
    let issue = try #require(context.model(for: issueID) as? Issue)
    #expect(issue.subissues.count == 1_000)
}

@Test func batchDeleteOfIssuesAlsoRemovesSubissues() async throws {
    let container = try makeContainer(try storeURL())
    let writer = IssueWriter(modelContainer: container)
    _ = try await writer.insert(subissues: 10)
    _ = try await writer.insert(subissues: 5)
    try await writer.deleteAll()
    let context = ModelContext(container)
    #expect(try context.fetchCount(FetchDescriptor<Issue>()) == 0)
    #expect(try context.fetchCount(FetchDescriptor<Subissue>()) == 0)
}

@Test func editsCountAndSortSubissues() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let issue = Issue(name: "Perf")
    context.insert(issue)
    let subs = ["c", "a", "b"].map { Subissue(name: $0, issue: issue) }
    subs[0].numberEdited += 2
    subs[2].numberEdited += 1
    try context.save()
    let edited = try context.fetch(FetchDescriptor<Subissue>(
        predicate: #Predicate { $0.numberEdited > 0 && $0.issue?.name == "Perf" }, sortBy: [SortDescriptor(\.numberEdited, order: .reverse)]))
    #expect(edited.map(\.name) == ["c", "b"])
}

@Test func issueInitWithSubissuesArray() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let parent = Issue(name: "placeholder")
    let subs = [Subissue(name: "x", issue: parent)]
    let issue = Issue(name: "With list", subIssues: subs)
    context.insert(issue)
    try context.save()
    #expect(subs.first?.issue === issue)
}
