import ArgumentParser
import CairnKeychain
import Foundation

/// Options every `cairn keychain` subcommand takes, and the error reporting they share.
struct KeychainCommandOptions: ParsableArguments {
    @Option(name: .long, help: "Backend: secret-service, file or memory (default: automatic).")
    var backend: String?

    @Option(name: [.customShort("G"), .long], help: "Access group to use (default: CAIRN_KEYCHAIN_ACCESS_GROUPS, CAIRN_APP_ID or the program name).")
    var accessGroup: String?

    /// Runs `body` with a tool over the chosen keychain, mapping errors to `security`'s exit codes.
    func run(_ body: (SecurityTool) throws -> String) throws {
        do {
            var environment = ProcessInfo.processInfo.environment
            if let backend { environment[KeychainEnvironment.backend] = backend }
            let configuration = KeychainConfiguration(accessGroups: accessGroup.map { [$0] }, environment: environment)
            let tool = SecurityTool(store: try KeychainStore(configuration: configuration), accessGroup: accessGroup)
            print(try body(tool), terminator: "")
        } catch let error as KeychainError {
            FileHandle.standardError.write(Data("cairn keychain: \(error)\n".utf8))
            throw ExitCode(SecurityTool.exitCode(for: error))
        }
    }
}
