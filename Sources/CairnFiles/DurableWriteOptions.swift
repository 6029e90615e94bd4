import Foundation

/// How ``DurableFile`` and ``AtomicFileWriter`` replace a file.
///
/// ```swift
/// // A world-readable file, replaced without flushing to disk (a cache).
/// let options = DurableWriteOptions(mode: 0o644, durable: false)
/// ```
public struct DurableWriteOptions: Sendable, Equatable {
    /// Permission bits for the file. `nil` keeps the mode of the file being replaced,
    /// or uses `0o600` for a new file (Foundation's `.atomic` resets it to `0o644`).
    public var mode: mode_t?
    /// Flush the file and its directory to stable storage (`fsync`) before returning.
    /// Turn off only for data you can recreate: without it a power loss may lose the new content
    /// (a crash of the process still leaves the old or the new content).
    public var durable: Bool
    /// Copy the `user.*` extended attributes (backup exclusion, tags) of the file being replaced.
    public var preservesExtendedAttributes: Bool

    /// Creates options; the defaults give a private (`0o600`), durable write that keeps attributes.
    public init(mode: mode_t? = nil, durable: Bool = true, preservesExtendedAttributes: Bool = true) {
        self.mode = mode
        self.durable = durable
        self.preservesExtendedAttributes = preservesExtendedAttributes
    }

    /// The mode given to new files when no mode is asked for.
    public static let defaultNewFileMode: mode_t = 0o600
}
