import CairnSync
import Foundation
import Testing

/// Keys and devices order by their identifiers' strings, as every replica must agree (ties between
/// edits at one clock reading go by device), compared without making the strings.
@Suite struct ObjectKeyOrderTests {
    @Test func keysAndDevicesOrderAsTheirIdentifiersStringsDo() {
        var random = SplitMix64(seed: 3)
        let ids = (0..<2_000).map { _ in
            let (a, b) = (random.next(), random.next())
            // Some share their first half, so that the second decides.
            return withUnsafeBytes(of: (random.chance(30) ? 42 : a, b)) { UUID(uuid: $0.load(as: uuid_t.self)) }
        }
        for (first, second) in zip(ids, ids.dropFirst()) {
            let byString = first.uuidString < second.uuidString
            #expect((DeviceID(first) < DeviceID(second)) == byString)
            #expect((ObjectKey(entity: "Note", id: first) < ObjectKey(entity: "Note", id: second)) == byString)
            #expect(ObjectKey(entity: "A", id: first) < ObjectKey(entity: "B", id: second))
        }
    }
}
