/// When and where an edit was made: its clock reading, then its device to break ties, so that
/// every two edits are ordered the same way on every replica.
public struct SyncStamp: Comparable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The edit's hybrid logical clock reading.
    public let hlc: HLC
    /// The device that made the edit.
    public let device: DeviceID

    /// A stamp of a reading on a device.
    public init(hlc: HLC, device: DeviceID) {
        self.hlc = hlc
        self.device = device
    }

    public static func < (lhs: SyncStamp, rhs: SyncStamp) -> Bool {
        (lhs.hlc, lhs.device) < (rhs.hlc, rhs.device)
    }

    public var description: String { "\(hlc)@\(device.uuid.uuidString.prefix(8))" }
}
