import Foundation
import Testing

@testable import CairnKeychain

/// The vault's plaintext encoding.
@Suite("Vault codec")
struct VaultCodecTests {
    private var sample: [StoredItem] {
        var item = KeychainItem(.internetPassword, data: Data([0, 1, 2]))
        item.server = "example.com"
        item.port = -1
        item.generic = Data()
        item.label = "Ünïcode ✓"
        item.attributes[.creationDate] = .date(Date(timeIntervalSinceReferenceDate: 123.456))
        return [StoredItem(handle: "h1", item: item), StoredItem(handle: "h2", item: KeychainItem(.genericPassword, data: Data()))]
    }

    @Test("Items round-trip exactly, attribute types included")
    func roundTrip() throws {
        let decoded = try VaultCodec.decode(VaultCodec.encode(sample))
        #expect(decoded.map(\.handle) == ["h1", "h2"])
        #expect(decoded.map(\.item) == sample.map(\.item))
    }

    @Test("Every truncation is errSecDecode, never a crash")
    func truncation() {
        let bytes = VaultCodec.encode(sample)
        for length in 0..<bytes.count {
            expectKeychainError(.decode) { try VaultCodec.decode(bytes.prefix(length)) }
        }
        expectKeychainError(.decode) { try VaultCodec.decode(bytes + [0]) }
    }
}
