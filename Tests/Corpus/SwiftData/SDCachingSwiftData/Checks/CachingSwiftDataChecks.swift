import Testing
import CairnData
@testable import CachingSwiftData

// Checks for alirezaeiii/CachingSwiftData: UserRepositoryImpl caches GitHub users as UserEntity
// (`@Attribute(.unique) var id: Int`) through ModelContext's conformance to ModelContextProtocol.
// The network is the repository's own MockNetworkService (next to this file); the store is real.

private func storeURL() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SDCachingSwiftData-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("cache.store")
}

private func makeContainer(_ url: URL) throws -> ModelContainer {
    try ModelContainer(for: UserEntity.self, configurations: ModelConfiguration(url: url))
}

private func usersJSON(_ users: [(Int, String)]) -> Data {
    let items = users.map { #"{"id": \#($0.0), "login": "\#($0.1)", "avatar_url": "https://example.com/\#($0.1).png"}"# }
    return Data("[\(items.joined(separator: ","))]".utf8)
}

@Test func appendSavesAUserThatASecondContainerReads() throws {
    let url = try storeURL()
    do {
        let repository = UserRepositoryImpl(networkService: MockNetworkService(), modelContext: ModelContext(try makeContainer(url)))
        try repository.append(user: UserEntity(id: 1, login: "octocat", avatarUrl: "https://example.com/o.png"))
    }
    let repository = UserRepositoryImpl(networkService: MockNetworkService(), modelContext: ModelContext(try makeContainer(url)))
    let users = repository.fetch()
    #expect(users.map(\.login) == ["octocat"])
    #expect(users.first?.avatarUrl == "https://example.com/o.png")
}

@Test func updateReplacesTheCacheWithTheDecodedUsers() async throws {
    let network = MockNetworkService()
    let context = ModelContext(try makeContainer(try storeURL()))
    let repository = UserRepositoryImpl(networkService: network, modelContext: context)
    try repository.append(user: UserEntity(id: 99, login: "stale", avatarUrl: ""))

    network.mockData = usersJSON([(1, "alice"), (2, "bob")])
    try await repository.update()
    let logins = repository.fetch().map(\.login).sorted()
    #expect(logins == ["alice", "bob"])
    #expect(try context.fetchCount(FetchDescriptor<UserEntity>(predicate: #Predicate { $0.id == 99 })) == 0)
}

@Test func failedUpdateKeepsTheCachedUsers() async throws {
    let network = MockNetworkService()
    let repository = UserRepositoryImpl(networkService: network, modelContext: ModelContext(try makeContainer(try storeURL())))
    try repository.append(user: UserEntity(id: 7, login: "kept", avatarUrl: ""))
    network.mockData = Data("not json".utf8)
    await #expect(throws: DecodingError.self) { try await repository.update() }
    #expect(repository.fetch().map(\.login) == ["kept"])
}

@Test func sameIdIsAnUpsertNotADuplicate() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let repository = UserRepositoryImpl(networkService: MockNetworkService(), modelContext: context)
    try repository.append(user: UserEntity(id: 5, login: "old-name", avatarUrl: "a"))
    try repository.append(user: UserEntity(id: 5, login: "new-name", avatarUrl: "b"))
    let users = repository.fetch()
    #expect(users.count == 1)
    #expect(users.first?.login == "new-name")
}

@Test func deleteAllThenAppendLeavesOnlyTheNewUserOnDisk() throws {
    // deleteAll() does not save by itself (`delete(model:)` takes effect at the next save); the
    // following append() saves, as UserRepositoryImpl.update() relies on.
    let url = try storeURL()
    do {
        let repository = UserRepositoryImpl(networkService: MockNetworkService(), modelContext: ModelContext(try makeContainer(url)))
        for id in 1...3 { try repository.append(user: UserEntity(id: id, login: "u\(id)", avatarUrl: "")) }
        try repository.deleteAll()
        try repository.append(user: UserEntity(id: 9, login: "u9", avatarUrl: ""))
    }
    let logins = try ModelContext(try makeContainer(url)).fetch(FetchDescriptor<UserEntity>()).map(\.login)
    #expect(logins == ["u9"])
}

@Test func userEntityFromDTOAndIdentifiable() throws {
    let dto = UserDTO(id: 42, login: "hubot", avatarUrl: "https://example.com/h.png")
    let entity = UserEntity(from: dto)
    #expect(entity.id == 42)
    #expect(entity.login == "hubot")
    let context = ModelContext(try makeContainer(try storeURL()))
    context.insert(entity)
    try context.save()
    let sorted = try context.fetch(FetchDescriptor<UserEntity>(sortBy: [SortDescriptor(\.login)]))
    #expect(sorted.map(\.id) == [42])
}

@Test func githubRequestTargetsTheFollowingEndpoint() throws {
    let request = try GithubRequest(path: .following).request()
    #expect(request.url?.absoluteString == "https://api.github.com/users/alirezaeiii/following")
    #expect(request.httpMethod == "GET")
}
