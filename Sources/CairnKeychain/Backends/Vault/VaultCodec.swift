import Foundation

/// Encodes a vault's item list to bytes and back (the plaintext that AES-GCM seals).
/// A compact binary form: fast for the ≤ 1 ms budget and free of any text format's escaping rules.
enum VaultCodec {
    private static let kindTags: [KeychainAttribute.Kind: UInt8] = [.string: 0, .data: 1, .integer: 2, .date: 3]

    /// Encodes `items` (with their secrets).
    static func encode(_ items: [StoredItem]) -> [UInt8] {
        var writer = ByteWriter()
        writer.write(UInt32(items.count))
        for stored in items {
            writer.writeString(stored.handle)
            writer.writeString(stored.item.itemClass.rawValue)
            writer.write(UInt32(stored.item.attributes.count))
            for (attribute, value) in stored.item.attributes.sorted(by: { $0.key < $1.key }) {
                writer.writeString(attribute.rawValue)
                encode(value, into: &writer)
            }
            writer.writeBlob(Array(stored.item.data ?? Data()))
        }
        return writer.bytes
    }

    /// Decodes what ``encode(_:)`` produced.
    /// - Throws: `KeychainError` `.decode` when the bytes are malformed.
    static func decode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) throws -> [StoredItem] {
        var reader = ByteReader(bytes)
        let count = try reader.readUInt32()
        var items: [StoredItem] = []
        for _ in 0..<count {
            let handle = try reader.readString()
            guard let itemClass = ItemClass(rawValue: try reader.readString()) else {
                throw KeychainError(.decode, "Vault holds an item of unknown class")
            }
            var item = KeychainItem(itemClass)
            for _ in 0..<(try reader.readUInt32()) {
                guard let attribute = KeychainAttribute(rawValue: try reader.readString()) else {
                    throw KeychainError(.decode, "Vault holds an unknown attribute")
                }
                item.attributes[attribute] = try decodeValue(from: &reader)
            }
            item.data = Data(try reader.readBlob())
            items.append(StoredItem(handle: handle, item: item))
        }
        guard reader.isAtEnd else { throw KeychainError(.decode, "Vault contents have trailing bytes") }
        return items
    }

    private static func encode(_ value: AttributeValue, into writer: inout ByteWriter) {
        switch value {
        case .string(let string):
            writer.write(kindTags[.string]!)
            writer.writeString(string)
        case .data(let data):
            writer.write(kindTags[.data]!)
            writer.writeBlob(Array(data))
        case .integer(let integer):
            writer.write(kindTags[.integer]!)
            writer.write(UInt64(bitPattern: Int64(integer)))
        case .date(let date):
            writer.write(kindTags[.date]!)
            writer.write(date.timeIntervalSinceReferenceDate.bitPattern)
        }
    }

    private static func decodeValue(from reader: inout ByteReader) throws -> AttributeValue {
        switch try reader.read() {
        case kindTags[.string]: return .string(try reader.readString())
        case kindTags[.data]: return .data(Data(try reader.readBlob()))
        case kindTags[.integer]: return .integer(Int(Int64(bitPattern: try reader.readUInt64())))
        case kindTags[.date]: return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: try reader.readUInt64())))
        default: throw KeychainError(.decode, "Vault holds an attribute value of unknown type")
        }
    }
}
