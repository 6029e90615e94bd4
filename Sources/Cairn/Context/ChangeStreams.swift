import Foundation

/// The consumers of a context's ``ManagedObjectContext/changes`` sequences.
final class ChangeStreams: Sendable {
    private let continuations = Locked<[UUID: AsyncStream<ContextChange>.Continuation]>([:])

    /// A new sequence of the changes from now on; it ends when the consumer stops iterating.
    func makeStream() -> AsyncStream<ContextChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: ContextChange.self, bufferingPolicy: .unbounded)
        let key = UUID()
        continuations.withLock { $0[key] = continuation }
        continuation.onTermination = { [weak self] _ in
            self?.continuations.withLock { _ = $0.removeValue(forKey: key) }
        }
        return stream
    }

    /// Whether anyone listens (so the context builds changes only for listeners).
    var isEmpty: Bool { continuations.withLock { $0.isEmpty } }

    /// Delivers `change` to every sequence.
    func yield(_ change: @autoclosure () -> ContextChange) {
        let listeners = continuations.withLock { Array($0.values) }
        guard !listeners.isEmpty else { return }
        let change = change()
        for continuation in listeners { continuation.yield(change) }
    }

    /// Ends every sequence (the context is going away).
    func finish() {
        let listeners = continuations.withLock { list in
            defer { list = [:] }
            return Array(list.values)
        }
        for continuation in listeners { continuation.finish() }
    }
}
