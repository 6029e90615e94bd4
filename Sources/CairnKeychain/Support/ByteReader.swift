import Foundation

/// Reads what ``ByteWriter`` wrote; every read checks bounds and throws `errSecDecode` on
/// truncated or malformed input instead of trapping.
struct ByteReader {
    private let bytes: [UInt8]
    private var offset = 0

    /// Starts reading `bytes` from the beginning.
    init<Bytes: Sequence<UInt8>>(_ bytes: Bytes) { self.bytes = Array(bytes) }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset == bytes.count }

    /// Reads `count` raw bytes.
    mutating func readRaw(_ count: Int) throws -> ArraySlice<UInt8> {
        guard count >= 0, bytes.count - offset >= count else {
            throw KeychainError(.decode, "Vault contents are truncated")
        }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    /// Reads one byte.
    mutating func read() throws -> UInt8 { try readRaw(1).first! }

    /// Reads a big-endian 32-bit integer.
    mutating func readUInt32() throws -> UInt32 {
        try readRaw(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Reads a big-endian 64-bit integer.
    mutating func readUInt64() throws -> UInt64 {
        try readRaw(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// Reads a 32-bit length, then that many bytes.
    mutating func readBlob() throws -> ArraySlice<UInt8> {
        try readRaw(Int(readUInt32()))
    }

    /// Reads a UTF-8 string blob.
    mutating func readString() throws -> String {
        guard let string = String(validating: try readBlob(), as: UTF8.self) else {
            throw KeychainError(.decode, "Vault contents hold invalid UTF-8")
        }
        return string
    }
}
