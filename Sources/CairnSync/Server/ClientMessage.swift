import Foundation

/// What a device sends the server.
public enum ClientMessage: Hashable, Sendable, Codable {
    /// The device's pending transactions, oldest first.
    case push(partition: UUID, device: DeviceID, transactions: [LocalTransaction])
    /// Asks for what happened in the partition after `cursor`, and which of the device's pending
    /// transactions (by their numbers) the server has accepted.
    case pull(partition: UUID, device: DeviceID, cursor: Int64, pending: [Int64])
}

extension ClientMessage {
    /// The partition the message reads or writes.
    public var partition: UUID {
        switch self {
        case .push(let partition, _, _), .pull(let partition, _, _, _): partition
        }
    }
}
