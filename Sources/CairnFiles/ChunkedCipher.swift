import Crypto
import Foundation

/// Streams AES-GCM encryption and decryption chunk by chunk, holding two chunks at most.
struct ChunkedCipher {
    static let tagSize = 16
    let key: SymmetricKey
    /// The file named in errors.
    let path: String

    /// Encrypts everything `source` yields into `sink`, in chunks of `chunkSize` bytes.
    func encrypt(from source: some ByteSource, to sink: some ByteSink, chunkSize: Int) throws {
        let header = EncryptedFileHeader(chunkSize: chunkSize)
        let authenticated = header.bytes
        try authenticated.withUnsafeBytes { try sink.write($0) }
        try forEachChunk(of: source, size: chunkSize) { plaintext, index, isLast in
            let nonce = try AES.GCM.Nonce(data: header.nonce(chunk: index, isLast: isLast))
            let box = try crypto { try AES.GCM.seal(plaintext, using: key, nonce: nonce, authenticating: authenticated) }
            try box.ciphertext.withUnsafeBytes { try sink.write($0) }
            try box.tag.withUnsafeBytes { try sink.write($0) }
        }
    }

    /// Decrypts what `source` yields into `sink`, checking every chunk and the end of the stream.
    ///
    /// Plaintext reaches `sink` only after its chunk is authenticated; if a later chunk fails
    /// the caller must discard what the sink received (``FileEncryption`` does).
    func decrypt(from source: some ByteSource, to sink: some ByteSink) throws {
        var headerBytes = [UInt8](repeating: 0, count: EncryptedFileHeader.size)
        let count = try headerBytes.withUnsafeMutableBytes { try source.read(into: $0) }
        let header = try EncryptedFileHeader(parsing: Array(headerBytes[0..<count]), path: path)
        try forEachChunk(of: source, size: header.chunkSize + Self.tagSize) { sealed, index, isLast in
            guard sealed.count >= Self.tagSize else {
                throw FilesError(.authenticationFailed, path: path, message: "the encrypted file is truncated (chunk \(index) is incomplete)")
            }
            let split = sealed.count - Self.tagSize
            let nonce = try AES.GCM.Nonce(data: header.nonce(chunk: index, isLast: isLast))
            let plaintext = try crypto {
                let box = try AES.GCM.SealedBox(nonce: nonce, ciphertext: sealed[..<split], tag: sealed[split...])
                return try AES.GCM.open(box, using: key, authenticating: headerBytes)
            }
            try plaintext.withUnsafeBytes { try sink.write($0) }
        }
    }

    /// Calls `body` with each `size`-byte chunk of `source`, its index, and whether it is the
    /// last one (a short chunk, or a full one followed by the end). Uses two buffers in turn.
    private func forEachChunk(
        of source: some ByteSource,
        size: Int,
        _ body: (ArraySlice<UInt8>, UInt32, Bool) throws -> Void
    ) throws {
        var current = [UInt8](repeating: 0, count: size)
        var next = [UInt8](repeating: 0, count: size)
        var filled = try current.withUnsafeMutableBytes { try source.read(into: $0) }
        var index: UInt32 = 0
        while true {
            let following = filled == size ? try next.withUnsafeMutableBytes { try source.read(into: $0) } : 0
            let isLast = following == 0
            try body(current[0..<filled], index, isLast)
            if isLast { return }
            guard index < UInt32.max else {
                throw FilesError(.io, path: path, message: "the file has more chunks than the format can number; use a larger chunk size")
            }
            swap(&current, &next)
            filled = following
            index += 1
        }
    }

    /// Runs a CryptoKit call, reporting its failure as a ``FilesError`` naming the file.
    private func crypto<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as FilesError {
            throw error
        } catch {
            throw FilesError(.authenticationFailed, path: path, message: "the encrypted data was modified, reordered, truncated or the key is wrong (\(error))")
        }
    }
}
