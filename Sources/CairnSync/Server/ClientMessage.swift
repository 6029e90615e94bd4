import Foundation

/// What a device sends the server.
public enum ClientMessage: Hashable, Sendable, Codable {
    /// The device's pending transactions, oldest first.
    case push(partition: UUID, device: DeviceID, transactions: [LocalTransaction])
    /// Asks for what happened in the partition after `cursor`, and which of the device's pending
    /// transactions (by their numbers) the server has accepted.
    case pull(partition: UUID, device: DeviceID, cursor: Int64, pending: [Int64])
    /// A pull that, when nothing happened after `cursor` yet, waits up to `waitMilliseconds` for
    /// something to happen (a long poll): how a device gets other devices' changes as they are
    /// made.
    case watch(partition: UUID, device: DeviceID, cursor: Int64, pending: [Int64], waitMilliseconds: Int64)
    /// Asks for the conflict records merging kept in the partition, oldest first, after the first
    /// `after` of them.
    case conflicts(partition: UUID, after: Int)
}

extension ClientMessage {
    /// The partition the message reads or writes.
    public var partition: UUID {
        switch self {
        case .push(let partition, _, _), .pull(let partition, _, _, _), .watch(let partition, _, _, _, _), .conflicts(let partition, _): partition
        }
    }
}
