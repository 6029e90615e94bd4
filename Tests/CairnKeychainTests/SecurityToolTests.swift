import Foundation
import Testing

@testable import CairnKeychain

/// The logic of `cairn keychain …` (mirrors macOS `security`).
@Suite("cairn keychain (security tool logic)")
struct SecurityToolTests {
    @Test("add, duplicate (exit 45), -U, find -w, delete, not found (exit 44)", arguments: allBackends)
    func lifecycle(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        let tool = SecurityTool(store: try context.store())
        try tool.addGenericPassword(service: "svc", account: "me", password: Data("hunter2".utf8), label: "My label")
        let duplicate = expectKeychainError(.duplicateItem) { try tool.addGenericPassword(service: "svc", account: "me", password: Data("x".utf8)) }
        #expect(duplicate.map(SecurityTool.exitCode(for:)) == 45)
        #expect(try tool.findGenericPassword(service: "svc", account: "me", showPassword: true) == "hunter2\n")
        try tool.addGenericPassword(service: "svc", account: "me", password: Data("changed".utf8), update: true)
        #expect(try tool.findGenericPassword(service: "svc", account: nil, showPassword: true) == "changed\n")
        let listing = try tool.findGenericPassword(service: "svc", account: "me", showPassword: false)
        #expect(listing.contains("\"svce\"<blob>=\"svc\"") && listing.contains("\"acct\"<blob>=\"me\""))
        #expect(!listing.contains("changed"))
        #expect(try tool.deleteGenericPassword(service: "svc", account: "me").hasSuffix("password has been deleted.\n"))
        let missing = expectKeychainError(.itemNotFound) { try tool.findGenericPassword(service: "svc", account: "me", showPassword: true) }
        #expect(missing.map(SecurityTool.exitCode(for:)) == 44)
    }

    @Test("dump lists every item and no secret", arguments: allBackends)
    func dump(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        let store = try context.store()
        let tool = SecurityTool(store: store)
        #expect(try tool.dump() == "")
        try tool.addGenericPassword(service: "a", account: "1", password: Data("dump-secret-1".utf8))
        var internet = KeychainItem(.internetPassword, data: Data("dump-secret-2".utf8))
        internet.server = "example.com"
        try store.add(internet)
        let output = try tool.dump()
        #expect(output.contains("class: \"genp\"") && output.contains("class: \"inet\"") && output.contains("example.com"))
        #expect(!output.contains("dump-secret"))
    }

    @Test("A secret from standard input loses one trailing newline only; binary secrets print as hex")
    func standardInput() throws {
        #expect(SecurityTool.secret(fromStandardInput: Data("pw\n".utf8)) == Data("pw".utf8))
        #expect(SecurityTool.secret(fromStandardInput: Data("pw\r\n".utf8)) == Data("pw".utf8))
        #expect(SecurityTool.secret(fromStandardInput: Data("pw\n\n".utf8)) == Data("pw\n".utf8))
        let tool = SecurityTool(store: try KeychainStore(configuration: .init(backend: .memory(InMemoryKeychain()), accessGroups: ["g"])))
        try tool.addGenericPassword(service: "s", account: "a", password: Data([0xFF, 0x01]))
        #expect(try tool.findGenericPassword(service: "s", account: "a", showPassword: true) == "ff01\n")
    }
}
