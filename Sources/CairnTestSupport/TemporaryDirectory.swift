import Foundation

/// A fresh directory for one test, removed with everything in it when the value is released.
///
/// Keep it alive as long as anything uses files inside it: a ``TestStack`` holds its own.
public final class TemporaryDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// Creates a new, empty directory in the system's temporary directory.
    ///
    /// - Parameter prefix: The start of the directory's name, to tell whose files are left behind
    ///   when a test process is killed before it cleans up.
    public init(prefix: String = "cairn-tests") {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        // A directory that cannot be created makes the first file written into it fail with the
        // system's reason, which says more than a failure here could.
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The URL of a file named `name` inside the directory.
    public func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
