import Foundation

/// The 20-byte header of a Cairn encrypted file; it is also the authenticated data of
/// every chunk, so changing any header byte makes decryption fail.
///
/// Layout: `"CAIRNENC"` (8 bytes) · version `1` (1 byte) · plaintext chunk size
/// (4 bytes, big-endian) · random nonce prefix (7 bytes).
/// Chunk *i* is sealed with AES-GCM under the nonce `prefix · i (4 bytes, big-endian) · last`,
/// where `last` is 1 for the final chunk and 0 otherwise (the STREAM construction), which
/// detects reordered, dropped, duplicated and appended chunks and truncation.
struct EncryptedFileHeader: Equatable {
    static let magic = Array("CAIRNENC".utf8)
    static let version: UInt8 = 1
    static let size = 20
    static let prefixSize = 7
    /// Accepted chunk sizes; the upper bound caps what a hostile header can make us allocate.
    static let chunkSizes = 16...(16 * 1024 * 1024)

    var chunkSize: Int
    var noncePrefix: [UInt8]

    /// A header with a fresh random nonce prefix.
    init(chunkSize: Int) {
        precondition(Self.chunkSizes.contains(chunkSize), "FileEncryption chunk size \(chunkSize) is outside \(Self.chunkSizes)")
        var generator = SystemRandomNumberGenerator()
        self.chunkSize = chunkSize
        noncePrefix = (0..<Self.prefixSize).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// Parses and checks `bytes`; `path` names the file in errors.
    init(parsing bytes: [UInt8], path: String) throws {
        guard bytes.count == Self.size, Array(bytes[0..<8]) == Self.magic else {
            throw FilesError(.authenticationFailed, path: path, message: "not a Cairn encrypted file (missing or damaged header)")
        }
        guard bytes[8] == Self.version else {
            throw FilesError(.authenticationFailed, path: path, message: "unsupported encrypted file version \(bytes[8])")
        }
        let size = bytes[9..<13].reduce(0) { $0 << 8 | Int($1) }
        guard Self.chunkSizes.contains(size) else {
            throw FilesError(.authenticationFailed, path: path, message: "invalid chunk size \(size) in the encrypted file header")
        }
        chunkSize = size
        noncePrefix = Array(bytes[13..<20])
    }

    /// The serialized header.
    var bytes: [UInt8] {
        let size = UInt32(chunkSize)
        return Self.magic + [Self.version] + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: size >> $0) } + noncePrefix
    }

    /// The 12-byte nonce of chunk `index`.
    func nonce(chunk index: UInt32, isLast: Bool) -> [UInt8] {
        noncePrefix + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: index >> $0) } + [isLast ? 1 : 0]
    }
}
