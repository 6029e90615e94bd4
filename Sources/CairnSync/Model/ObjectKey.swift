import Foundation

/// An object as sync names it on every replica: its entity and its UUID.
public struct ObjectKey: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The entity's name in the model.
    public let entity: String
    /// The object's identity, the same on every device.
    public let id: UUID

    /// The key of an object of `entity` with identity `id`.
    public init(entity: String, id: UUID) {
        self.entity = entity
        self.id = id
    }

    public static func < (lhs: ObjectKey, rhs: ObjectKey) -> Bool {
        lhs.entity != rhs.entity ? lhs.entity < rhs.entity : lhs.id.orderKey < rhs.id.orderKey
    }

    public var description: String { "\(entity)/\(id.uuidString.prefix(8))" }
}
