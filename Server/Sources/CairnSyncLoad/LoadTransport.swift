import CairnSync
import Foundation

/// How the run's devices reach the server (`--transport`).
enum LoadTransport: String, CaseIterable {
    /// ``AsyncHTTPSyncTransport`` (SwiftNIO), the default.
    case asyncHTTPClient = "async-http-client"
    /// ``HTTPSyncTransport`` with Foundation's `URLSession`.
    case urlSession = "urlsession"

    /// A transport of this kind to `server` with `token`.
    func make(server: URL, token: String) -> any SyncTransport {
        switch self {
        case .asyncHTTPClient: AsyncHTTPSyncTransport(server: server, token: token)
        case .urlSession: HTTPSyncTransport(server: server, token: token, session: LoadDevice.session)
        }
    }
}
