import Foundation

/// The wire form of a value: `{"<case>": {"_0": <value>}}` (`{"null": {}}` for none), as Swift's
/// derived `Codable` writes it, except that a floating-point number JSON cannot hold (infinity,
/// NaN) travels as its IEEE 754 bits in a string, `"bits:<hex>"`, and comes back bit for bit.
extension SyncValue: Codable {
    private enum Case: String, CodingKey, CaseIterable {
        case null, int, double, string, bool, date, data, uuid, reference
    }

    private enum Payload: String, CodingKey {
        case value = "_0"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Case.self)
        guard let kind = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "a sync value has exactly one of the keys \(Case.allCases.map(\.rawValue).joined(separator: ", "))"))
        }
        // Each payload is read from the kind's nested container, which `null` has empty.
        func payload() throws -> KeyedDecodingContainer<Payload> { try container.nestedContainer(keyedBy: Payload.self, forKey: kind) }
        switch kind {
        case .null: self = .null
        case .int: self = .int(try payload().decode(Int64.self, forKey: .value))
        case .double: self = .double(try Self.decodeNumber(payload()))
        case .string: self = .string(try payload().decode(String.self, forKey: .value))
        case .bool: self = .bool(try payload().decode(Bool.self, forKey: .value))
        case .date: self = .date(try Self.decodeNumber(payload()))
        case .data: self = .data(try payload().decode(Data.self, forKey: .value))
        case .uuid: self = .uuid(try payload().decode(UUID.self, forKey: .value))
        case .reference: self = .reference(try payload().decode(ObjectKey.self, forKey: .value))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Case.self)
        switch self {
        case .null: _ = container.nestedContainer(keyedBy: Payload.self, forKey: .null)
        case .int(let value): try Self.encode(value, .int, in: &container)
        case .double(let value): try Self.encodeNumber(value, .double, in: &container)
        case .string(let value): try Self.encode(value, .string, in: &container)
        case .bool(let value): try Self.encode(value, .bool, in: &container)
        case .date(let value): try Self.encodeNumber(value, .date, in: &container)
        case .data(let value): try Self.encode(value, .data, in: &container)
        case .uuid(let value): try Self.encode(value, .uuid, in: &container)
        case .reference(let value): try Self.encode(value, .reference, in: &container)
        }
    }

    private static func encode(_ value: some Encodable, _ kind: Case, in container: inout KeyedEncodingContainer<Case>) throws {
        var payload = container.nestedContainer(keyedBy: Payload.self, forKey: kind)
        try payload.encode(value, forKey: .value)
    }

    private static func encodeNumber(_ value: Double, _ kind: Case, in container: inout KeyedEncodingContainer<Case>) throws {
        if value.isFinite {
            try encode(value, kind, in: &container)
        } else {
            try encode("bits:" + String(value.bitPattern, radix: 16), kind, in: &container)
        }
    }

    private static func decodeNumber(_ payload: KeyedDecodingContainer<Payload>) throws -> Double {
        if let number = try? payload.decode(Double.self, forKey: .value) { return number }
        let text = try payload.decode(String.self, forKey: .value)
        guard text.hasPrefix("bits:"), let bits = UInt64(text.dropFirst(5), radix: 16) else {
            throw DecodingError.dataCorruptedError(
                forKey: .value, in: payload, debugDescription: "a number is a JSON number or \"bits:<hex>\" (its IEEE 754 bits), not \"\(text.prefix(40))\"")
        }
        return Double(bitPattern: bits)
    }
}
