/// A context's inserted, updated or deleted objects, in the order they joined.
///
/// Membership is a slot number kept in the object itself (``ManagedObject/trackingSlot``), so
/// adding, removing and testing an object take no hashing (an `[ObjectIdentifier: ManagedObject]`
/// dictionary hashed on every insert or update of an object). This relies on an
/// object being in at most one of its context's three lists at a time, which the context keeps
/// true: inserting, updating and deleting exclude each other. Removed objects leave a hole; the
/// list closes its holes when more than half of it is empty.
struct TrackedObjects: Sequence {
    private var slots: ContiguousArray<ManagedObject?> = []
    /// How many objects the list holds.
    private(set) var count = 0

    /// Whether the list holds no object.
    var isEmpty: Bool { count == 0 }

    /// Whether `object` is in the list.
    @inline(__always)
    func contains(_ object: ManagedObject) -> Bool {
        let slot = Int(object.trackingSlot)
        return slot < slots.count && slots[slot] === object
    }

    /// Adds `object` at the end (no effect if it is already in the list).
    mutating func insert(_ object: ManagedObject) {
        guard !contains(object) else { return }
        precondition(slots.count < Int(UInt32.max), "A context can track at most \(UInt32.max - 1) changed objects of one kind before saving.")
        object.trackingSlot = UInt32(slots.count)
        slots.append(object)
        count += 1
    }

    /// Removes `object`; returns whether it was in the list.
    @discardableResult
    mutating func remove(_ object: ManagedObject) -> Bool {
        guard contains(object) else { return false }
        slots[Int(object.trackingSlot)] = nil
        object.trackingSlot = .max
        count -= 1
        if count == 0 {
            slots = []
        } else if slots.count > 64 && count < slots.count / 2 {
            compact()
        }
        return true
    }

    /// Empties the list.
    mutating func removeAll() {
        for case let object? in slots { object.trackingSlot = .max }
        slots = []
        count = 0
    }

    /// The objects, in the order they joined.
    var values: [ManagedObject] {
        var result: [ManagedObject] = []
        result.reserveCapacity(count)
        for case let object? in slots { result.append(object) }
        return result
    }

    /// Iterates the objects in the order they joined.
    func makeIterator() -> some IteratorProtocol<ManagedObject> {
        slots.lazy.compactMap { $0 }.makeIterator()
    }

    private mutating func compact() {
        var kept = ContiguousArray<ManagedObject?>()
        kept.reserveCapacity(count)
        for case let object? in slots {
            object.trackingSlot = UInt32(kept.count)
            kept.append(object)
        }
        slots = kept
    }
}
