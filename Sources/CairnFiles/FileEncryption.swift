import Crypto
import Foundation

/// Encryption at rest: AES-GCM in chunks, authenticated end to end, written atomically.
///
/// Files are encrypted in chunks (64 KiB by default), so a file of any size is processed
/// with two chunks in memory. Each chunk is authenticated and bound to its position and to
/// whether it is the last, so bit flips, reordered or dropped chunks, truncation and appended
/// data are all detected (``FilesError/Code/authenticationFailed``). Output files are written
/// with ``AtomicFileWriter``: a failure — including a failed check half-way through a
/// decryption — leaves the destination untouched and no partial plaintext on disk.
///
/// ```swift
/// let encryption = FileEncryption(keyProvider: keychainKey)
/// try encryption.write(Data(record.utf8), to: url)           // encrypt + durable write
/// let record = try encryption.read(from: url)                 // read + decrypt
/// try encryption.encryptFile(at: videoURL, to: vaultURL)      // streams, memory stays flat
/// ```
///
/// The format is described in `docs/CairnFiles.md`.
public struct FileEncryption: Sendable {
    /// The default plaintext chunk size: 64 KiB.
    public static let defaultChunkSize = 64 * 1024

    /// Where the key comes from.
    public let keyProvider: any FileEncryptionKeyProvider
    /// The plaintext bytes per chunk when encrypting (decryption reads it from the file).
    public let chunkSize: Int

    /// Creates an encryptor.
    ///
    /// - Precondition: `chunkSize` is between 16 bytes and 16 MiB.
    public init(keyProvider: any FileEncryptionKeyProvider, chunkSize: Int = FileEncryption.defaultChunkSize) {
        precondition(EncryptedFileHeader.chunkSizes.contains(chunkSize), "FileEncryption chunk size \(chunkSize) is outside \(EncryptedFileHeader.chunkSizes)")
        self.keyProvider = keyProvider
        self.chunkSize = chunkSize
    }

    /// Encrypts the file at `source` into `destination`, streaming.
    ///
    /// - Throws: ``FilesError`` or the key provider's error; `destination` is then untouched.
    public func encryptFile(at source: URL, to destination: URL, options: DurableWriteOptions = DurableWriteOptions()) throws {
        let cipher = try cipher(for: destination)
        let input = try RawFile.open(source.path, flags: O_RDONLY)
        try DurableFile.write(to: destination, options: options) { try cipher.encrypt(from: input, to: $0, chunkSize: chunkSize) }
    }

    /// Decrypts the file at `source` into `destination`, streaming.
    ///
    /// - Throws: ``FilesError`` with `.authenticationFailed` if the file was modified, truncated
    ///   or encrypted with another key; `destination` is then untouched.
    public func decryptFile(at source: URL, to destination: URL, options: DurableWriteOptions = DurableWriteOptions()) throws {
        let cipher = try cipher(for: source)
        let input = try RawFile.open(source.path, flags: O_RDONLY)
        try DurableFile.write(to: destination, options: options) { try cipher.decrypt(from: input, to: $0) }
    }

    /// Encrypts `plaintext` and replaces the file at `url` with it, atomically and durably.
    ///
    /// - Throws: ``FilesError`` or the key provider's error; the file keeps its old content.
    public func write(_ plaintext: Data, to url: URL, options: DurableWriteOptions = DurableWriteOptions()) throws {
        let cipher = try cipher(for: url)
        try DurableFile.write(to: url, options: options) { try cipher.encrypt(from: DataSource(plaintext), to: $0, chunkSize: chunkSize) }
    }

    /// Reads and decrypts the file at `url`.
    ///
    /// - Throws: ``FilesError`` (`.notFound`, `.authenticationFailed`) or the key provider's error.
    public func read(from url: URL) throws -> Data {
        let sink = DataSink()
        try cipher(for: url).decrypt(from: try RawFile.open(url.path, flags: O_RDONLY), to: sink)
        return sink.data
    }

    /// Encrypts `plaintext` in memory, in the same format as the files.
    ///
    /// - Throws: the key provider's error.
    public func encrypt(_ plaintext: Data) throws -> Data {
        let sink = DataSink()
        try cipher(for: "<memory>").encrypt(from: DataSource(plaintext), to: sink, chunkSize: chunkSize)
        return sink.data
    }

    /// Decrypts data produced by ``encrypt(_:)`` or read from an encrypted file.
    ///
    /// - Throws: ``FilesError`` with `.authenticationFailed`, or the key provider's error.
    public func decrypt(_ ciphertext: Data) throws -> Data {
        let sink = DataSink()
        try cipher(for: "<memory>").decrypt(from: DataSource(ciphertext), to: sink)
        return sink.data
    }

    private func cipher(for url: URL) throws -> ChunkedCipher {
        try cipher(for: url.path)
    }

    private func cipher(for path: String) throws -> ChunkedCipher {
        let key = try keyProvider.fileEncryptionKey()
        guard [128, 192, 256].contains(key.bitCount) else {
            throw FilesError(.authenticationFailed, path: path, message: "the encryption key has \(key.bitCount) bits; AES needs 128, 192 or 256")
        }
        return ChunkedCipher(key: key, path: path)
    }
}
