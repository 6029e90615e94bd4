import Crypto
import Foundation
import Testing

@testable import CairnKeychain

/// The file vault's promises: encrypted at rest, authenticated as a whole, private files, and no
/// secret lost or overwritten on a wrong key or a corrupt file.
@Suite("File vault security")
struct VaultSecurityTests {
    private func vaultFile(_ context: BackendContext) -> URL {
        context.vaultOptions.fileURL(for: context.group())
    }

    private func filledVault() throws -> (BackendContext, KeychainStore) {
        let context = try BackendContext(.file)
        let store = try context.store()
        for index in 0..<3 { try store.add(genericPassword(account: "user\(index)", secret: "vault-secret-\(index)")) }
        return (context, store)
    }

    private func reopen(_ context: BackendContext, key: VaultKey) throws -> KeychainStore {
        var options = context.vaultOptions
        options.key = key
        return try KeychainStore(configuration: .init(backend: .fileVault(options), accessGroups: [context.group()]))
    }

    @Test("Secrets never appear in any file, on any persistent backend", arguments: [KeychainBackendKind.file, .secretService])
    func noPlaintextOnDisk(kind: KeychainBackendKind) throws {
        let context = try BackendContext(kind)
        defer { context.cleanUp() }
        let store = try context.store()
        let secrets = (0..<5).map { "plaintext-canary-\($0)-\(UUID().uuidString)" }
        for (index, secret) in secrets.enumerated() { try store.add(genericPassword(account: "canary\(index)", secret: secret)) }
        try store.update(matching: .genericPassword(service: "com.example.auth", account: "canary0"), changes: .init(data: Data(secrets[0].utf8)))
        var directories = [context.directory]
        if kind == .secretService, let keyringData = ProcessInfo.processInfo.environment["CAIRN_SECRET_SERVICE_DATA_DIR"] {
            directories.append(URL(fileURLWithPath: keyringData))
        }
        let allFiles = directories.flatMap(files(below:))
        #expect(kind == .secretService || !allFiles.isEmpty)
        for file in allFiles {
            let bytes = try [UInt8](Data(contentsOf: file))
            for secret in secrets {
                #expect(!contains(bytes, Array(secret.utf8)), "a secret is readable in \(file.lastPathComponent)")
            }
        }
    }

    @Test("Vault, lock file and folder are private (0600 / 0700); no temporary file remains")
    func permissions() throws {
        let (context, _) = try filledVault()
        defer { context.cleanUp() }
        let attributes = { (url: URL) in try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int }
        #expect(try attributes(vaultFile(context)) == 0o600)
        #expect(try attributes(context.vaultOptions.lockURL(for: context.group())) == 0o600)
        #expect(try attributes(context.vaultOptions.directory) == 0o700)
        let names = try FileManager.default.contentsOfDirectory(atPath: context.vaultOptions.directory.path)
        #expect(names.sorted() == [vaultFile(context).lastPathComponent, vaultFile(context).lastPathComponent + ".lock"])
    }

    @Test("A wrong passphrase is errSecAuthFailed for reads and writes, and the vault is not touched")
    func wrongPassphrase() throws {
        let (context, _) = try filledVault()
        defer { context.cleanUp() }
        let before = try Data(contentsOf: vaultFile(context))
        let intruder = try reopen(context, key: .passphrase("not the passphrase"))
        expectKeychainError(.authFailed) { try intruder.items(matching: KeychainQuery(.genericPassword, limit: .all)) }
        expectKeychainError(.authFailed) { try intruder.add(genericPassword(account: "x", secret: "y")) }
        expectKeychainError(.authFailed) { try reopen(context, key: .symmetricKey(.init(size: .bits256))).item(matching: KeychainQuery(.genericPassword)) }
        #expect(try Data(contentsOf: vaultFile(context)) == before)
        #expect(try secret(in: context.store(), account: "user1") == "vault-secret-1")
    }

    @Test("Flipping any single byte of the vault is errSecInvalidKeychain, and writes never replace the damaged file")
    func everyFlippedByteIsDetected() throws {
        let (context, _) = try filledVault()
        defer { context.cleanUp() }
        let original = try Data(contentsOf: vaultFile(context))
        let store = try context.store()
        for index in original.indices {
            var damaged = original
            damaged[index] ^= 0x01
            try damaged.write(to: vaultFile(context))
            expectKeychainError(.invalidKeychain) { try store.items(matching: KeychainQuery(.genericPassword, limit: .all)) }
            if index == original.count - 1 {
                expectKeychainError(.invalidKeychain) { try store.add(genericPassword(account: "new", secret: "new")) }
                #expect(try Data(contentsOf: vaultFile(context)) == damaged)
            }
        }
        try original.write(to: vaultFile(context))
        #expect(try secret(in: context.store(), account: "user2") == "vault-secret-2")
    }

    @Test("A truncated or foreign file is errSecInvalidKeychain, not a crash or an empty vault")
    func truncatedFile() throws {
        let (context, _) = try filledVault()
        defer { context.cleanUp() }
        let original = try Data(contentsOf: vaultFile(context))
        for length in [0, 7, VaultHeader.size - 1, VaultHeader.size, original.count - 1] {
            try original.prefix(length).write(to: vaultFile(context))
            expectKeychainError(.invalidKeychain) { try context.store().item(matching: KeychainQuery(.genericPassword)) }
        }
    }

    @Test("A vault locked with a raw 256-bit key works and refuses a passphrase")
    func symmetricKeyVault() throws {
        let context = try BackendContext(.file)
        defer { context.cleanUp() }
        let key = SymmetricKey(size: .bits256)
        let store = try reopen(context, key: .symmetricKey(key))
        try store.add(genericPassword(account: "k", secret: "keyed"))
        #expect(try secret(in: reopen(context, key: .symmetricKey(key)), account: "k") == "keyed")
        expectKeychainError(.authFailed) { try reopen(context, key: .passphrase("p")).item(matching: KeychainQuery(.genericPassword)) }
        expectKeychainError(.param) { try reopen(context, key: .symmetricKey(SymmetricKey(size: .bits128))).item(matching: KeychainQuery(.genericPassword)) }
    }

    @Test("Each access group is its own vault file with a percent-encoded, distinct name")
    func groupFileNames() {
        #expect(VaultOptions.fileName(for: "com.example.app") == "com.example.app")
        #expect(VaultOptions.fileName(for: "../etc/passwd") == "%2E.%2Fetc%2Fpasswd")
        #expect(VaultOptions.fileName(for: "a/b") != VaultOptions.fileName(for: "a_b"))
        #expect(VaultOptions.fileName(for: "TEAM.group é") == "TEAM.group%20%C3%A9")
    }
}
