import Foundation

/// Runs async code to completion from the harness's synchronous code. The harness is synchronous
/// (one thread runs and times every workload), while `SyncEngine` and `InProcessSyncServer` are
/// actors; the caller's thread blocks on a semaphore while the task runs on the global executor.
enum AsyncBridge {
    /// The result of `body`, or its error, once it has finished.
    static func wait<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }

    /// Hands the task's result to the waiting thread.
    private final class Box<T>: @unchecked Sendable {
        // Safety: written once by the task before it signals, read by the waiter after the wait.
        var result: Result<T, any Error>?
    }
}
