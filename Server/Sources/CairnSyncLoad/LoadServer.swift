import CairnSyncServer
import Foundation

/// The server process a run measures, with the run's users: user `n` signs in with the token
/// `load-n`.
struct LoadServer {
    let users: [UUID]
    let process: ServerProcess

    init(_ options: LoadOptions, in directory: URL, users count: Int = 1) throws {
        let users = (0..<max(count, 1)).map { _ in UUID() }
        let others = users.indices.dropFirst().flatMap { ["--token", "\(Self.token(for: $0))=\(users[$0].uuidString)"] }
        process = try ServerProcess(arguments: options.storage(in: directory) + others, token: Self.token(for: 0), user: users[0], logs: directory)
        self.users = users
    }

    /// The token of user `number`.
    static func token(for number: Int) -> String { "load-\(number)" }

    /// The first user, the only one of most runs.
    var user: UUID { users[0] }
    static let token = token(for: 0)

    var url: URL { process.url }
}
