import Foundation
import Testing

@testable import CairnKeychain

/// Apple's documented SecItem semantics, run against every backend.
@Suite("Keychain semantics on every backend")
struct KeychainSpecTests {
    @Test("An added item reads back with its secret and Apple's default attributes", arguments: allBackends)
    func addThenRead(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        let store = try context.store()
        let added = try store.add(genericPassword(account: "alice", secret: "s3cret-alice"))
        #expect(added.data == nil)
        var query = KeychainQuery.genericPassword(service: "com.example.auth", account: "alice")
        query.returnData = true
        let found = try store.item(matching: query)
        #expect(found.data == Data("s3cret-alice".utf8))
        #expect(found.accessGroup == context.group())
        #expect(found.accessibility == .whenUnlocked)
        #expect(found.creationDate != nil && found.creationDate == found.modificationDate)
    }

    @Test("Adding an existing item fails with errSecDuplicateItem and keeps the stored secret", arguments: allBackends)
    func duplicateAdd(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        let store = try context.store()
        try store.add(genericPassword(account: "bob", secret: "first"))
        let error = expectKeychainError(.duplicateItem) { try store.add(genericPassword(account: "bob", secret: "second")) }
        #expect(error?.status == -25299)
        #expect(try secret(in: store, account: "bob") == "first")
    }

    @Test("Items differing in one primary-key attribute are not duplicates", arguments: allBackends)
    func primaryKeyIsCompound(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        defer { context.cleanUp() }
        let store = try context.store()
        try store.add(genericPassword(service: "one", account: "carol", secret: "a"))
        try store.add(genericPassword(service: "two", account: "carol", secret: "b"))
        var labelled = genericPassword(service: "one", account: "carol", secret: "c")
        labelled.label = "a label is not part of the primary key"
        expectKeychainError(.duplicateItem) { try store.add(labelled) }
        #expect(try store.items(matching: KeychainQuery(.genericPassword, filter: [.account: .string("carol")], limit: .all)).count == 2)
    }

    @Test("Reading, updating and deleting a missing item fail with errSecItemNotFound", arguments: allBackends)
    func notFound(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        defer { context.cleanUp() }
        let store = try context.store()
        let query = KeychainQuery.genericPassword(service: "nothing", account: "nobody")
        let error = expectKeychainError(.itemNotFound) { try store.item(matching: query) }
        #expect(error?.status == -25300)
        expectKeychainError(.itemNotFound) { try store.update(matching: query, changes: KeychainItemChanges(data: Data("x".utf8))) }
        expectKeychainError(.itemNotFound) { try store.delete(matching: query) }
    }

    @Test("An update changes the secret and attributes, keeps the creation date", arguments: allBackends)
    func update(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        defer { context.cleanUp() }
        let store = try context.store()
        let added = try store.add(genericPassword(account: "dave", secret: "old"))
        let query = KeychainQuery.genericPassword(service: "com.example.auth", account: "dave")
        let count = try store.update(matching: query, changes: KeychainItemChanges(attributes: [.label: .string("Dave")], data: Data("new".utf8)))
        #expect(count == 1)
        let updated = try store.item(matching: query)
        #expect(updated.label == "Dave")
        #expect(updated.creationDate == added.creationDate)
        #expect(updated.modificationDate! >= added.modificationDate!)
        #expect(try secret(in: store, account: "dave") == "new")
    }

    @Test("An update that would create a duplicate fails and changes nothing", arguments: allBackends)
    func updateIntoDuplicate(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        defer { context.cleanUp() }
        let store = try context.store()
        try store.add(genericPassword(account: "erin", secret: "erin's"))
        try store.add(genericPassword(account: "frank", secret: "frank's"))
        let rename = KeychainItemChanges(attributes: [.account: .string("erin")])
        expectKeychainError(.duplicateItem) {
            try store.update(matching: .genericPassword(service: "com.example.auth", account: "frank"), changes: rename)
        }
        #expect(try secret(in: store, account: "erin") == "erin's")
        #expect(try secret(in: store, account: "frank") == "frank's")
    }

    @Test("Delete removes every match", arguments: allBackends)
    func deleteAllMatches(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        defer { context.cleanUp() }
        let store = try context.store()
        for account in ["g1", "g2", "g3"] { try store.add(genericPassword(service: "bulk", account: account, secret: account)) }
        try store.add(genericPassword(service: "keep", account: "g1", secret: "kept"))
        #expect(try store.delete(matching: KeychainQuery(.genericPassword, filter: [.service: .string("bulk")])) == 3)
        expectKeychainError(.itemNotFound) { try store.delete(matching: KeychainQuery(.genericPassword, filter: [.service: .string("bulk")])) }
        #expect(try secret(in: store, service: "keep", account: "g1") == "kept")
    }

    @Test("Match limits: one, a number, all; data only when asked", arguments: allBackends)
    func matchLimits(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        defer { context.cleanUp() }
        let store = try context.store()
        for index in 0..<5 { try store.add(genericPassword(service: "many", account: "user\(index)", secret: "secret\(index)")) }
        var query = KeychainQuery(.genericPassword, filter: [.service: .string("many")])
        #expect(try store.items(matching: query).count == 1)
        query.limit = .count(3)
        #expect(try store.items(matching: query).count == 3)
        query.limit = .all
        let all = try store.items(matching: query)
        #expect(Set(all.compactMap(\.account)) == Set((0..<5).map { "user\($0)" }))
        #expect(all.allSatisfy { $0.data == nil })
        query.returnData = true
        #expect(Set(try store.items(matching: query).compactMap { $0.data.map { String(decoding: $0, as: UTF8.self) } }) == Set((0..<5).map { "secret\($0)" }))
        query.limit = .count(0)
        expectKeychainError(.param) { try store.items(matching: query) }
    }

    @Test("Access groups: items are visible only to stores that name the group", arguments: allBackends)
    func accessGroups(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        let app = try context.store(groups: ["app"])
        let shared = try context.store(groups: ["shared"])
        let both = try context.store(groups: ["app", "shared"])
        try app.add(genericPassword(account: "token", secret: "app-token"))
        try shared.add(genericPassword(account: "token", secret: "shared-token"))
        #expect(try secret(in: app, account: "token") == "app-token")
        #expect(try secret(in: shared, account: "token") == "shared-token")
        var everywhere = KeychainQuery(.genericPassword, filter: [.account: .string("token")], limit: .all)
        #expect(Set(try both.items(matching: everywhere).compactMap(\.accessGroup)) == [context.group("app"), context.group("shared")])
        everywhere.filter[.accessGroup] = .string(context.group("shared"))
        expectKeychainError(.missingEntitlement) { try app.items(matching: everywhere) }
        #expect(try both.items(matching: everywhere).count == 1)
        var foreign = genericPassword(account: "intruder", secret: "x")
        foreign.accessGroup = context.group("shared")
        expectKeychainError(.missingEntitlement) { try app.add(foreign) }
        try both.delete(matching: everywhere)
        #expect(try secret(in: app, account: "token") == "app-token")
    }

    @Test("Internet passwords: every attribute round-trips; server, protocol, port and path are the key", arguments: allBackends)
    func internetPasswords(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        defer { context.cleanUp() }
        let store = try context.store()
        var item = KeychainItem(.internetPassword, data: Data("pw".utf8))
        item.server = "example.com"
        item.protocol = .https
        item.port = 443
        item.path = "/api"
        item.account = "henry"
        item.label = "Example"
        item.comment = "note"
        item.generic = Data([0, 1, 2, 255])
        item.accessibility = .afterFirstUnlockThisDeviceOnly
        try store.add(item)
        var otherPort = item
        otherPort.port = 8443
        try store.add(otherPort)
        expectKeychainError(.duplicateItem) { try store.add(item) }
        let found = try store.item(
            matching: KeychainQuery(.internetPassword, filter: [.server: .string("example.com"), .port: .integer(443)], returnData: true))
        #expect(found.protocol == .https && found.path == "/api" && found.label == "Example" && found.comment == "note")
        #expect(found.generic == Data([0, 1, 2, 255]) && found.accessibility == .afterFirstUnlockThisDeviceOnly)
        #expect(found.data == Data("pw".utf8))
        expectKeychainError(.itemNotFound) { try store.item(matching: .genericPassword(service: "example.com", account: "henry")) }
    }

    @Test("Binary secrets with every byte value round-trip", arguments: allBackends)
    func binarySecret(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        defer { context.cleanUp() }
        let store = try context.store()
        let bytes = Data((0...255).map(UInt8.init) + [0, 0])
        var item = genericPassword(account: "binary", secret: "")
        item.data = bytes
        try store.add(item)
        var query = KeychainQuery.genericPassword(service: "com.example.auth", account: "binary")
        query.returnData = true
        #expect(try store.item(matching: query).data == bytes)
    }

    @Test("Invalid attributes are rejected with errSecParam", arguments: allBackends)
    func invalidAttributes(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        defer { context.cleanUp() }
        let store = try context.store()
        var item = genericPassword(account: "x", secret: "y")
        item.server = "not a generic-password attribute"
        expectKeychainError(.param) { try store.add(item) }
        var dated = genericPassword(account: "x", secret: "y")
        dated[.creationDate] = .date(Date())
        expectKeychainError(.param) { try store.add(dated) }
        expectKeychainError(.param) {
            try store.update(matching: .genericPassword(service: "s", account: "a"), changes: KeychainItemChanges())
        }
    }

    @Test("Concurrent adds from many threads lose no item", arguments: allBackends)
    func concurrentAdds(kind: KeychainBackendKind) async throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        defer { context.cleanUp() }
        let store = try context.store()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<24 {
                group.addTask { try store.add(genericPassword(service: "parallel", account: "user\(index)", secret: "s\(index)")) }
            }
            try await group.waitForAll()
        }
        let all = try store.items(matching: KeychainQuery(.genericPassword, filter: [.service: .string("parallel")], limit: .all))
        #expect(Set(all.compactMap(\.account)) == Set((0..<24).map { "user\($0)" }))
    }
}
