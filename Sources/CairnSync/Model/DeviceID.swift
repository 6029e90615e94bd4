import Foundation

/// A device (or server process) taking part in sync; ordered by its UUID's bytes, the tie-break of
/// edits made at the same clock reading.
public struct DeviceID: Hashable, Comparable, Sendable, Codable {
    /// The device's identifier.
    public let uuid: UUID

    /// A device by its identifier.
    public init(_ uuid: UUID) { self.uuid = uuid }

    /// Byte order, which is the order of the identifiers' strings.
    public static func < (lhs: DeviceID, rhs: DeviceID) -> Bool {
        lhs.uuid.orderKey < rhs.uuid.orderKey
    }
}
