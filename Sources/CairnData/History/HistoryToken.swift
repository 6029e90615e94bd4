import Cairn

/// A position in a store's persistent history (SwiftData's `HistoryToken`).
public protocol HistoryToken: Codable, Comparable, Hashable, Sendable {}

/// The token of a transaction of a Cairn store (SwiftData's `DefaultHistoryToken`): keep the last
/// one you processed and fetch the transactions after it.
public struct DefaultHistoryToken: HistoryToken, CustomStringConvertible {
    let token: PersistentHistoryToken

    /// Orders transactions of one store by when they were saved.
    public static func < (lhs: DefaultHistoryToken, rhs: DefaultHistoryToken) -> Bool { lhs.token < rhs.token }

    /// `STORE:NUMBER`.
    public var description: String { token.description }
}
