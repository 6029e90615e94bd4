import Foundation
import Testing

@testable import CairnKeychain

/// Behaviour across real processes (the `CairnKeychainProcessHelper` executable).
@Suite("Keychain across processes")
struct ProcessTests {
    private static var helper: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("CairnKeychainProcessHelper")
    }

    private func launch(_ context: BackendContext, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = ProcessTests.helper
        process.arguments = [context.kind.rawValue, context.group()] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment[KeychainEnvironment.vaultDirectory] = context.vaultOptions.directory.path
        environment[KeychainEnvironment.passphrase] = context.passphrase
        process.environment = environment
        try process.run()
        return process
    }

    @Test("Concurrent processes adding items lose none", arguments: persistentBackends)
    func concurrentProcesses(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        let store = try context.store()
        try store.add(genericPassword(service: "process-helper", account: "seed", secret: "seed"))
        let processes = try (0..<4).map { try launch(context, ["add", "p\($0)", "15"]) }
        processes.forEach { $0.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == [0, 0, 0, 0])
        let accounts = try store.items(matching: KeychainQuery(.genericPassword, filter: [.service: .string("process-helper")], limit: .all)).compactMap(
            \.account)
        let expected = Set(["seed"] + (0..<4).flatMap { process in (0..<15).map { "p\(process)-\($0)" } })
        #expect(accounts.count == expected.count)
        #expect(Set(accounts) == expected)
    }

    @Test("A vault write that fails half-way (file too large) leaves the old vault intact")
    func failedWriteKeepsOldVault() throws {
        let context = try BackendContext(.file)
        defer { context.cleanUp() }
        let store = try context.store()
        for index in 0..<3 { try store.add(genericPassword(account: "kept\(index)", secret: "kept-secret-\(index)")) }
        let vault = context.vaultOptions.fileURL(for: context.group())
        let before = try Data(contentsOf: vault)
        let process = try launch(context, ["add-under-size-limit", String(before.count + 4096)])
        process.waitUntilExit()
        #expect(process.terminationStatus == Int32(abs(KeychainError.Code.io.rawValue)))
        #expect(try Data(contentsOf: vault) == before)
        #expect(try secret(in: store, account: "kept2") == "kept-secret-2")
        #expect(try FileManager.default.contentsOfDirectory(atPath: vault.deletingLastPathComponent().path).count == 2)
    }
}
