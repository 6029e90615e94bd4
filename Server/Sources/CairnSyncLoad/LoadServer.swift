import CairnSyncServer
import Foundation

/// The server process a run measures, with the run's one user.
struct LoadServer {
    static let token = "load"
    let user = UUID()
    let process: ServerProcess

    init(_ options: LoadOptions, in directory: URL) throws {
        process = try ServerProcess(arguments: options.storage(in: directory), token: Self.token, user: user, logs: directory)
    }

    var url: URL { process.url }
}
