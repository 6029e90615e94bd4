import Foundation

/// The consumers of one kind of `AsyncStream`: each call to ``makeStream(startingWith:)`` adds
/// one, it leaves when its consumer stops iterating, and ``yield(_:)`` reaches all of them.
///
/// Sendable: the continuations are behind a lock, and continuations are themselves Sendable.
final class StreamFanOut<Element: Sendable>: Sendable {
    private let continuations = Locked<[UUID: AsyncStream<Element>.Continuation]>([:])

    /// A new stream of the elements yielded from now on, opening with `first` when given.
    func makeStream(startingWith first: Element? = nil) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
        let key = UUID()
        if let first { continuation.yield(first) }
        continuations.withLock { $0[key] = continuation }
        continuation.onTermination = { [weak self] _ in
            self?.continuations.withLock { _ = $0.removeValue(forKey: key) }
        }
        return stream
    }

    /// Whether anyone listens (so callers build elements only for listeners).
    var isEmpty: Bool { continuations.withLock { $0.isEmpty } }

    /// Delivers `element` to every stream.
    func yield(_ element: Element) {
        let listeners = continuations.withLock { Array($0.values) }
        for continuation in listeners { continuation.yield(element) }
    }

    /// Ends every stream.
    func finish() {
        let listeners = continuations.withLock { list in
            defer { list = [:] }
            return Array(list.values)
        }
        for continuation in listeners { continuation.finish() }
    }
}
