import Crypto
import Foundation
import Testing

@testable import CairnFiles

@Suite struct FileEncryptionLargeFileTests {
    let root = TestDirectory()
    static let megabyte = 1 << 20

    /// Writes `megabytes` MiB of varied bytes through one reused buffer; returns its SHA-256.
    func makeFile(_ url: URL, megabytes: Int) throws -> SHA256.Digest {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        var hasher = SHA256()
        var block = Data((0..<Self.megabyte).map { UInt8(truncatingIfNeeded: $0 &* 131) })
        for index in 0..<megabytes {
            block[index % Self.megabyte] &+= 1
            hasher.update(data: block)
            try handle.write(contentsOf: block)
        }
        try handle.close()
        return hasher.finalize()
    }

    func digest(of url: URL) throws -> SHA256.Digest {
        let handle = try FileHandle(forReadingFrom: url)
        var hasher = SHA256()
        while let block = try handle.read(upToCount: Self.megabyte), !block.isEmpty { hasher.update(data: block) }
        try handle.close()
        return hasher.finalize()
    }

    @Test func hundredMegabytesRoundTripWithFlatMemory() throws {
        let source = root.file("video.raw")
        let sealed = root.file("video.enc")
        let restored = root.file("video.out")
        let original = try makeFile(source, megabytes: 100)
        let encryption = FileEncryption(keyProvider: StaticKeyProvider(SymmetricKey(size: .bits256)))
        let options = DurableWriteOptions(durable: false)

        try MemoryUsage.resetPeak()
        let baseline = try MemoryUsage.bytes("VmHWM")
        let start = ContinuousClock.now
        try encryption.encryptFile(at: source, to: sealed, options: options)
        let encrypted = ContinuousClock.now
        try encryption.decryptFile(at: sealed, to: restored, options: options)
        let decrypted = ContinuousClock.now
        let growth = try MemoryUsage.bytes("VmHWM") - baseline

        print("100 MiB: encrypt \(encrypted - start), decrypt \(decrypted - encrypted), peak RSS growth \(growth / 1024) KiB")
        // Whole-file processing would need at least 100 MiB; streaming holds a few chunks.
        if !MemoryUsage.isAddressSanitized { #expect(growth < 24 * Self.megabyte) }
        #expect(try digest(of: restored) == original)
        let size = try FileManager.default.attributesOfItem(atPath: sealed.path)[.size] as! Int
        #expect(size == 100 * Self.megabyte + EncryptedFileHeader.size + 1600 * 16)
    }
}
