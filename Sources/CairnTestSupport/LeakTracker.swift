import Foundation
import Synchronization

/// Checks that objects a test made are gone when the test is done with them: a context kept alive
/// by a retain cycle keeps its objects, its rows and its store with it.
///
/// ```swift
/// let leaks = LeakTracker()
/// do {
///     let stack = try TestStack(model: model)
///     leaks.track(stack.context)
///     // … use it …
/// }
/// try leaks.verify()
/// ```
///
/// Or in one call: `try LeakTracker.expectNoLeaks { leaks in … }`.
public final class LeakTracker: Sendable {
    private struct Entry: @unchecked Sendable {
        // Only read and written under the mutex; a weak reference never keeps its object alive.
        weak var object: AnyObject?
        let name: String
        let file: StaticString
        let line: UInt
    }

    private let entries = Mutex<[Entry]>([])

    /// Creates a tracker with nothing tracked.
    public init() {}

    /// Tracks `object`, which must be deallocated by the time ``verify(within:file:line:)`` runs.
    @discardableResult
    public func track<T: AnyObject>(_ object: T, file: StaticString = #filePath, line: UInt = #line) -> T {
        let entry = Entry(object: object, name: String(describing: type(of: object)), file: file, line: line)
        entries.withLock { $0.append(entry) }
        return object
    }

    /// The tracked objects still alive, as `Type (file:line where tracked)`.
    public var survivors: [String] {
        entries.withLock { entries in
            entries.filter { $0.object != nil }.map { "\($0.name) (tracked at \($0.file):\($0.line))" }
        }
    }

    /// Throws when a tracked object is still alive after `timeout`.
    ///
    /// Contexts release what they hold when their queue finishes its current work, so the check
    /// waits up to `timeout` for that before it calls an object leaked.
    public func verify(within timeout: Duration = .seconds(1), file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = ContinuousClock.now + timeout
        while !survivors.isEmpty, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        let alive = survivors
        guard alive.isEmpty else {
            throw TestFailure("still alive, a retain cycle or a reference kept elsewhere holds them: \(alive.joined(separator: ", "))", file: file, line: line)
        }
    }

    /// Runs `body` with a new tracker, then checks that everything it tracked was deallocated.
    public static func expectNoLeaks<R>(file: StaticString = #filePath, line: UInt = #line, _ body: (LeakTracker) throws -> R) throws -> R {
        let tracker = LeakTracker()
        let result = try body(tracker)
        try tracker.verify(file: file, line: line)
        return result
    }

    /// Runs `body` with a new tracker, then checks that everything it tracked was deallocated.
    public static func expectNoLeaks<R>(file: StaticString = #filePath, line: UInt = #line, _ body: (LeakTracker) async throws -> R) async throws -> R {
        let tracker = LeakTracker()
        let result = try await body(tracker)
        try tracker.verify(file: file, line: line)
        return result
    }
}
