import CairnFiles
import Foundation
import Testing

@testable import CairnKeychain

/// How the backend and access groups are chosen.
@Suite("Backend selection and configuration")
struct ConfigurationTests {
    private let noBus = ["HOME": NSTemporaryDirectory()]

    @Test("CAIRN_KEYCHAIN_BACKEND picks memory, file (with a passphrase) or fails clearly")
    func environmentOverride() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var environment = noBus
        environment[KeychainEnvironment.backend] = "memory"
        #expect(try KeychainStore(configuration: .init(accessGroups: ["g"], environment: environment)).backendKind == .memory)
        environment[KeychainEnvironment.backend] = "file"
        expectKeychainError(.notAvailable) { try KeychainStore(configuration: .init(accessGroups: ["g"], environment: environment)) }
        environment[KeychainEnvironment.passphrase] = "pw"
        environment[KeychainEnvironment.vaultDirectory] = directory.path
        #expect(try KeychainStore(configuration: .init(accessGroups: ["g"], environment: environment)).backendKind == .file)
        environment[KeychainEnvironment.backend] = "keyring"
        let error = expectKeychainError(.param) { try KeychainStore(configuration: .init(accessGroups: ["g"], environment: environment)) }
        #expect(error?.message.contains("secret-service, file, memory") == true)
    }

    @Test("Automatic choice without a session bus: the vault if a passphrase file is set, else errSecNotAvailable")
    func automatic() throws {
        expectKeychainError(.notAvailable) { try KeychainStore(configuration: .init(accessGroups: ["g"], environment: noBus)) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-passphrase-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("from a file\n".utf8).write(to: file)
        var environment = noBus
        environment[KeychainEnvironment.passphraseFile] = file.path
        #expect(try KeychainEnvironment.vaultPassphrase(in: environment) == "from a file")
        #expect(try KeychainStore(configuration: .init(accessGroups: ["g"], environment: environment)).backendKind == .file)
        environment[KeychainEnvironment.passphraseFile] = file.path + ".missing"
        expectKeychainError(.io) { try KeychainStore(configuration: .init(accessGroups: ["g"], environment: environment)) }
    }

    @Test("An explicit backend wins over the environment")
    func explicitWins() throws {
        var environment = noBus
        environment[KeychainEnvironment.backend] = "file"
        let store = try KeychainStore(configuration: .init(backend: .memory(InMemoryKeychain()), accessGroups: ["g"], environment: environment))
        #expect(store.backendKind == .memory)
    }

    @Test("Access groups come from CAIRN_KEYCHAIN_ACCESS_GROUPS, then CAIRN_APP_ID; empty ones are rejected")
    func accessGroups() throws {
        #expect(KeychainEnvironment.accessGroups(in: [KeychainEnvironment.accessGroups: " a, b ,,c"]) == ["a", "b", "c"])
        #expect(KeychainEnvironment.accessGroups(in: [KeychainEnvironment.appID: "com.example.app"]) == ["com.example.app"])
        #expect(!KeychainEnvironment.accessGroups(in: [:]).isEmpty)
        expectKeychainError(.param) { try KeychainStore(configuration: .init(backend: .memory(InMemoryKeychain()), accessGroups: [])) }
        expectKeychainError(.param) { try KeychainStore(configuration: .init(backend: .memory(InMemoryKeychain()), accessGroups: [""])) }
    }

    @Test("The vault's default folder follows HOME, not the password database's home")
    func vaultFolderFollowsHome() {
        let home = "/tmp/cairn-home-\(UUID().uuidString)"
        #expect(home != XDGEnvironment.passwordDatabaseHome())
        #expect(VaultOptions.defaultDirectory(environment: ["HOME": home]).path == home + "/.local/share/cairn/keychains")
        #expect(VaultOptions.defaultDirectory(environment: ["HOME": home, "XDG_DATA_HOME": "/srv/data"]).path == "/srv/data/cairn/keychains")
        #expect(VaultOptions.defaultDirectory(environment: ["HOME": home, "CAIRN_KEYCHAIN_VAULT_DIR": "/srv/vault"]).path == "/srv/vault")
    }
}
