import Foundation

extension UUID {
    /// The identifier's 16 bytes as two numbers, most significant first: comparing them orders
    /// identifiers as their strings do (the same hex digits in the same places), without making
    /// the strings, which costs a formatted print each.
    var orderKey: (UInt64, UInt64) {
        withUnsafeBytes(of: uuid) { ($0.loadUnaligned(as: UInt64.self).bigEndian, $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self).bigEndian) }
    }
}
