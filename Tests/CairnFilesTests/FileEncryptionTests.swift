import Crypto
import Foundation
import Testing

@testable import CairnFiles

@Suite struct FileEncryptionTests {
    let root = TestDirectory()
    let key = SymmetricKey(size: .bits256)
    /// A small chunk size so chunk boundaries are cheap to reach.
    let chunk = 64

    func encryption(chunkSize: Int = 64) -> FileEncryption {
        FileEncryption(keyProvider: StaticKeyProvider(key), chunkSize: chunkSize)
    }

    static func bytes(_ count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
    }

    @Test(arguments: [0, 1, 63, 64, 65, 128, 64 * 3 + 5])
    func roundTripAroundChunkBoundaries(size: Int) throws {
        let plaintext = Self.bytes(size)
        let sealed = try encryption().encrypt(plaintext)
        let chunks = max(1, (size + chunk - 1) / chunk)
        #expect(sealed.count == EncryptedFileHeader.size + size + chunks * 16)
        #expect(try encryption().decrypt(sealed) == plaintext)
    }

    @Test func fileRoundTripWithDefaultChunkSize() throws {
        let url = root.file("secret.bin")
        let plaintext = Self.bytes(FileEncryption.defaultChunkSize * 2 + 17)
        let encryption = FileEncryption(keyProvider: StaticKeyProvider(key))
        try encryption.write(plaintext, to: url)
        #expect(try mode(of: url) == 0o600)
        #expect(try Data(contentsOf: url) != plaintext)
        #expect(try encryption.read(from: url) == plaintext)
    }

    @Test func encryptingTwiceGivesDifferentCiphertexts() throws {
        let plaintext = Self.bytes(100)
        #expect(try encryption().encrypt(plaintext) != encryption().encrypt(plaintext))
    }

    /// Every way of damaging a three-chunk ciphertext, by name.
    static let tamperings: [(String, @Sendable (inout Data) -> Void)] = {
        let header = EncryptedFileHeader.size
        let sealedChunk = 64 + 16
        return [
            ("flip a header bit", { $0[$0.startIndex + 12] ^= 0x01 }),
            ("flip a ciphertext bit", { $0[$0.startIndex + header + 5] ^= 0x80 }),
            ("flip a tag bit", { $0[$0.startIndex + header + sealedChunk - 1] ^= 0x01 }),
            ("drop the last chunk", { $0.removeLast($0.count - header - 2 * sealedChunk) }),
            ("cut inside a chunk", { $0.removeLast(3) }),
            ("cut to the header", { $0.removeLast($0.count - header) }),
            ("append garbage", { $0.append(contentsOf: [1, 2, 3]) }),
            ("empty file", { $0.removeAll() }),
            (
                "swap the first two chunks",
                { data in
                    let start = data.startIndex + header
                    let first = data[start..<start + sealedChunk]
                    let second = data[start + sealedChunk..<start + 2 * sealedChunk]
                    data.replaceSubrange(start..<start + 2 * sealedChunk, with: second + first)
                }
            ),
            (
                "duplicate the first chunk",
                { data in
                    let start = data.startIndex + header
                    data.insert(contentsOf: data[start..<start + sealedChunk], at: start)
                }
            ),
        ]
    }()

    @Test(arguments: 0..<FileEncryptionTests.tamperings.count)
    func tamperingIsDetected(_ index: Int) throws {
        let (name, tamper) = Self.tamperings[index]
        var sealed = try encryption().encrypt(Self.bytes(64 * 2 + 10))
        tamper(&sealed)
        let error = #expect(throws: FilesError.self, "\(name)") { try encryption().decrypt(sealed) }
        #expect(error?.code == .authenticationFailed, "\(name)")
    }

    @Test func wrongKeyIsDetected() throws {
        let sealed = try encryption().encrypt(Self.bytes(10))
        let other = FileEncryption(keyProvider: StaticKeyProvider(SymmetricKey(size: .bits256)))
        #expect { try other.decrypt(sealed) } throws: { ($0 as? FilesError)?.code == .authenticationFailed }
    }

    @Test func failedDecryptionLeavesDestinationUntouched() throws {
        let source = root.file("damaged.enc")
        let destination = root.file("plain.txt")
        try DurableFile.write(Data("previous".utf8), to: destination)
        var sealed = try encryption().encrypt(Self.bytes(64 * 3))
        sealed[sealed.endIndex - 1] ^= 1  // damage the last chunk: earlier chunks decrypt fine
        try sealed.write(to: source)
        #expect(throws: FilesError.self) { try encryption().decryptFile(at: source, to: destination) }
        #expect(try Data(contentsOf: destination) == Data("previous".utf8))
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: root.path)) == ["damaged.enc", "plain.txt"])
    }

    struct Locked: Error {}
    struct FailingProvider: FileEncryptionKeyProvider {
        func fileEncryptionKey() throws -> SymmetricKey { throw Locked() }
    }

    @Test func keyProviderErrorWritesNothing() throws {
        let url = root.file("never.enc")
        let encryption = FileEncryption(keyProvider: FailingProvider())
        #expect(throws: Locked.self) { try encryption.write(Data("x".utf8), to: url) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func keyOfUnusableSizeIsRejected() {
        let encryption = FileEncryption(keyProvider: StaticKeyProvider(SymmetricKey(size: SymmetricKeySize(bitCount: 64))))
        #expect { try encryption.encrypt(Data()) } throws: { ($0 as? FilesError)?.code == .authenticationFailed }
    }
}
