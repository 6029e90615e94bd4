// A separate process for CairnKeychainTests: proves that concurrent processes lose no item and
// that a write failing half-way (file-size limit) leaves the old vault intact.
//
//   CairnKeychainProcessHelper <file|secret-service> <group> add <prefix> <count>
//   CairnKeychainProcessHelper file <group> add-under-size-limit <limit-bytes>
//
// The vault folder and passphrase come from CAIRN_KEYCHAIN_VAULT_DIR and CAIRN_KEYCHAIN_PASSPHRASE.
// Exit status: 0 on success, otherwise the failing OSStatus's magnitude modulo 256 (errors on stderr).
import CairnKeychain
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

let arguments = CommandLine.arguments
guard arguments.count >= 4, let kind = KeychainBackendKind(rawValue: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: CairnKeychainProcessHelper <file|secret-service> <group> <command> …\n".utf8))
    exit(64)
}
let environment = ProcessInfo.processInfo.environment
let backend: KeychainConfiguration.Backend =
    kind == .file
    ? .fileVault(VaultOptions(key: .passphrase(environment[KeychainEnvironment.passphrase] ?? ""), scrypt: .testing))
    : .secretService

func item(account: String, secret: Data) -> KeychainItem {
    var item = KeychainItem(.genericPassword, data: secret)
    item.service = "process-helper"
    item.account = account
    return item
}

do {
    let store = try KeychainStore(configuration: KeychainConfiguration(backend: backend, accessGroups: [arguments[2]]))
    switch arguments[3] {
    case "add" where arguments.count == 6:
        for index in 0..<(Int(arguments[5]) ?? 0) {
            try store.add(item(account: "\(arguments[4])-\(index)", secret: Data("secret-\(arguments[4])-\(index)".utf8)))
        }
    case "add-under-size-limit" where arguments.count == 5:
        signal(SIGXFSZ, SIG_IGN)
        var limit = rlimit(rlim_cur: rlim_t(arguments[4]) ?? 0, rlim_max: rlim_t(arguments[4]) ?? 0)
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
        try store.add(item(account: "too-large", secret: Data(repeating: 0x41, count: 1 << 20)))
    default:
        FileHandle.standardError.write(Data("unknown command \(arguments[3])\n".utf8))
        exit(64)
    }
} catch let error as KeychainError {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(Int32(abs(error.status) % 256))
}
