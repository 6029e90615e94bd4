import Foundation

/// A partition state's checksum: the wrapping sum of one hash per property version and per
/// tombstone, so it is updated in place as effects apply and is the same on every replica that
/// holds the same state, whatever order it got there in.
///
/// FNV-1a over a fixed encoding, not `Hasher`, whose seed differs from process to process.
enum StateChecksum {
    static func of(_ key: ObjectKey, _ property: String, _ version: PropertyVersion) -> UInt64 {
        var hash = FNV1a()
        hash.add(key)
        hash.add(property)
        hash.add(version.value)
        hash.add(version.stamp)
        return hash.value
    }

    static func of(_ key: ObjectKey, _ tombstone: Tombstone) -> UInt64 {
        var hash = FNV1a()
        hash.add(UInt64(0xdead))
        hash.add(key)
        hash.add(tombstone.stamp)
        return hash.value
    }

    private struct FNV1a {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ key: ObjectKey) {
            add(key.entity)
            add(key.id)
        }

        mutating func add(_ stamp: SyncStamp) {
            add(stamp.hlc.rawValue)
            add(stamp.device.uuid)
        }

        mutating func add(_ value: SyncValue) {
            switch value {
            case .null: add(UInt8(0))
            case .int(let number):
                add(UInt8(1))
                add(UInt64(bitPattern: number))
            case .double(let number):
                add(UInt8(2))
                add(number.bitPattern)
            case .string(let string):
                add(UInt8(3))
                add(string)
            case .bool(let flag):
                add(UInt8(4))
                add(UInt8(flag ? 1 : 0))
            case .date(let seconds):
                add(UInt8(5))
                add(seconds.bitPattern)
            case .data(let data):
                add(UInt8(6))
                add(UInt64(data.count))
                for byte in data { add(byte) }
            case .uuid(let uuid):
                add(UInt8(7))
                add(uuid)
            case .reference(let key):
                add(UInt8(8))
                add(key)
            }
        }

        mutating func add(_ uuid: UUID) {
            withUnsafeBytes(of: uuid.uuid) { for byte in $0 { add(byte) } }
        }

        mutating func add(_ string: String) {
            for byte in string.utf8 { add(byte) }
            add(UInt8(0xff))
        }

        mutating func add(_ number: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { add(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
        }

        mutating func add(_ byte: UInt8) {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }
}
