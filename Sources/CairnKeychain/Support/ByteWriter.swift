import Foundation

/// Appends big-endian integers and length-prefixed byte strings to a buffer (the vault's encoding).
struct ByteWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// Appends one byte.
    mutating func write(_ value: UInt8) { bytes.append(value) }

    /// Appends a big-endian 32-bit integer.
    mutating func write(_ value: UInt32) {
        withUnsafeBytes(of: value.bigEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends a big-endian 64-bit integer.
    mutating func write(_ value: UInt64) {
        withUnsafeBytes(of: value.bigEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends raw bytes without a length.
    mutating func writeRaw<Bytes: Sequence<UInt8>>(_ raw: Bytes) { bytes.append(contentsOf: raw) }

    /// Appends a 32-bit length, then the bytes.
    mutating func writeBlob<Bytes: Collection<UInt8>>(_ blob: Bytes) {
        write(UInt32(blob.count))
        bytes.append(contentsOf: blob)
    }

    /// Appends a string as a UTF-8 blob.
    mutating func writeString(_ string: String) { writeBlob(Array(string.utf8)) }
}
