import CairnSync
import ServiceLifecycle

/// Answers the server's open watches when a graceful shutdown begins (SIGTERM, SIGINT), before
/// the HTTP server stops: the HTTP server waits for every request under way, and a watch would
/// otherwise keep it waiting for up to a minute.
struct WatchCloser: Service {
    let server: InProcessSyncServer

    func run() async throws {
        // Cancellation also ends the wait; the watches are answered either way.
        try? await gracefulShutdown()
        await server.closeWatches()
    }
}
