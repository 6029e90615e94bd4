/// 64 slots of an ``ObjectRegistry``: the objects of one ID space whose primary keys share all but
/// their lowest six bits.
///
/// Only runs of consecutive keys get pages (scattered objects stay in the registry's dictionary):
/// a page per scattered object spread a context's registry over a megabyte where the dictionary
/// stays compact. A fetch in key order fills a page's 512 bytes of slots one after the other.
final class RegistryPage {
    /// Slots per page.
    static let size = 64

    /// One slot of a page, as ``ObjectRegistry/Index`` names it.
    struct Slot {
        /// The page.
        let page: RegistryPage
        /// The slot's position in the page.
        let index: Int
    }

    /// Which slots hold an object (bit `n` for slot `n`), so that sparse pages are walked by their
    /// objects rather than by every slot. Declared first, to share a cache line with the header.
    @exclusivity(unchecked) var occupied: UInt64 = 0
    /// The objects by the lowest six bits of their primary keys.
    @exclusivity(unchecked) var slots = InlineArray<64, ManagedObject?>(repeating: nil)

    /// Whether no slot holds an object.
    var isEmpty: Bool { occupied == 0 }

    /// Calls `body` with each occupied slot, in order. `body` may empty the slot it is given.
    @inline(__always)
    func forEachOccupiedSlot(_ body: (Int) -> Void) {
        var bits = occupied
        while bits != 0 {
            body(bits.trailingZeroBitCount)
            bits &= bits &- 1
        }
    }

    /// Whether `slot` holds an object.
    @inline(__always)
    func holds(_ slot: Int) -> Bool {
        occupied & (1 << UInt64(slot)) != 0
    }

    /// Puts `object` in `slot`, replacing any object there.
    @inline(__always)
    func put(_ object: ManagedObject, at slot: Int) {
        slots[slot] = object
        occupied |= 1 << UInt64(slot)
    }

    /// Empties `slot` (which holds an object).
    @inline(__always)
    func clear(_ slot: Int) {
        slots[slot] = nil
        occupied &= ~(1 << UInt64(slot))
    }

    /// Empties every slot.
    func clearAll() {
        forEachOccupiedSlot { slots[$0] = nil }
        occupied = 0
    }

    /// The page number of `id`'s primary key (negative keys, temporary IDs', have pages too).
    @inline(__always)
    static func number(of id: ManagedObjectID) -> Int64 {
        id.primaryKey >> 6
    }

    /// The primary key of `slot` in page `number`.
    static func primaryKey(page number: Int64, slot: Int) -> Int64 {
        number << 6 | Int64(slot)
    }

    /// The slot of `id` in its page.
    @inline(__always)
    static func slot(of id: ManagedObjectID) -> Int {
        Int(truncatingIfNeeded: id.primaryKey & 63)
    }
}
