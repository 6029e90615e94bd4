import Foundation

/// Why sync cannot start or go on: names what is wrong, where, and what to do.
public struct SyncError: Error, CustomStringConvertible, LocalizedError, Sendable {
    /// The explanation.
    public let message: String

    /// An error with its explanation.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
    public var errorDescription: String? { message }
}
