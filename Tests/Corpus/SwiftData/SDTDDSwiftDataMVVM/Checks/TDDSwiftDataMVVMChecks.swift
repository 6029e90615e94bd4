import Testing
import CairnData
@testable import TDDSwiftDataMVVM

// Checks for mushthak/TDDSwiftDataMVVM: the `@ModelActor` SwiftDataStore (a UserStore) and the
// LocaleUserLoader on top of it, against a store on disk. (The repository's own Swift Testing
// suites are next to this file, after the mechanical edit.)

private func storeURL() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SDTDDSwiftDataMVVM-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("users.store")
}

private func makeContainer(_ url: URL) throws -> ModelContainer {
    try ModelContainer(for: Schema([ManagedUser.self]), configurations: [ModelConfiguration(url: url)])
}

@Test func insertedUsersAreRetrievedFromDiskByANewStore() async throws {
    let url = try storeURL()
    let ada = LocalUserItem(id: UUID(), name: "Ada")
    let alan = LocalUserItem(id: UUID(), name: "Alan")
    do {
        let store = SwiftDataStore(modelContainer: try makeContainer(url))
        try await store.insert(user: ada)
        try await store.insert(user: alan)
    }
    let store = SwiftDataStore(modelContainer: try makeContainer(url))
    let users = try await store.retrieveAll()
    #expect(Set(users.map(\.id)) == [ada.id, alan.id])
    #expect(Set(users.map(\.name)) == ["Ada", "Alan"])
}

@Test func removeDeletesOnlyTheUserWithThatId() async throws {
    let url = try storeURL()
    let store = SwiftDataStore(modelContainer: try makeContainer(url))
    let keep = LocalUserItem(id: UUID(), name: "Keep")
    let drop = LocalUserItem(id: UUID(), name: "Drop")
    try await store.insert(user: keep)
    try await store.insert(user: drop)
    try await store.remove(user: drop)
    #expect(try await store.retrieveAll() == [keep])

    let context = ModelContext(try makeContainer(url))
    #expect(try context.fetch(FetchDescriptor<ManagedUser>()).map(\.name) == ["Keep"])
}

@Test func removingAnUnknownUserIsANoOp() async throws {
    let store = SwiftDataStore(modelContainer: try makeContainer(try storeURL()))
    let user = LocalUserItem(id: UUID(), name: "Only")
    try await store.insert(user: user)
    try await store.remove(user: LocalUserItem(id: UUID(), name: "Ghost"))
    #expect(try await store.retrieveAll() == [user])
}

@Test func loaderSavesAndLoadsUsersThroughTheStore() async throws {
    let container = try makeContainer(try storeURL())
    let saver = LocaleUserLoader(store: SwiftDataStore(modelContainer: container))
    let loader = LocaleUserLoader(store: SwiftDataStore(modelContainer: container))
    let user = User(id: UUID(), name: "Grace")
    try await saver.saveUser(user: user)
    #expect(try await loader.loadUsers() == [user])
    try await loader.deleteUser(user: user)
    #expect(try await saver.loadUsers().isEmpty)
}

@Test func managedUserRoundTripsThroughLocalUserItem() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let local = LocalUserItem(id: UUID(), name: "Edsger")
    context.insert(ManagedUser.managedUser(from: local))
    try context.save()
    let id = local.id
    let fetched = try context.fetch(FetchDescriptor<ManagedUser>(predicate: #Predicate { $0.id == id }))
    #expect(fetched.map(\.local) == [local])
}

@Test func storesOnOneContainerSeeEachOthersSaves() async throws {
    let container = try makeContainer(try storeURL())
    let first = SwiftDataStore(modelContainer: container)
    let second = SwiftDataStore(modelContainer: container)
    try await first.insert(user: LocalUserItem(id: UUID(), name: "One"))
    try await second.insert(user: LocalUserItem(id: UUID(), name: "Two"))
    #expect(try await first.retrieveAll().count == 2)
    #expect(try await second.retrieveAll().count == 2)
}
