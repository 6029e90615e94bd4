/// A context's identity map: at most one object per object ID.
///
/// Objects registered in runs of consecutive primary keys (a fetch in key order, the objects of a
/// save) sit in pages of 64 slots, one page per run of 64 keys of one ID space (see
/// ``RegistryPage``): registering them writes one slot after the other, with no hashing and no
/// probing. Other objects sit in a dictionary keyed by ID. An ID is in its page when its page
/// exists (a new page takes the dictionary's objects of its keys), else in the dictionary.
///
/// A dictionary for every object cost a large fetch cache misses: each run of IDs wrote a fresh
/// line of a multi-megabyte key array and another of a value array, at a random place (measured
/// by skipping registration). Pages for every object slowed a context fetching scattered objects
/// again and again: one page per object, spread over a megabyte, where the dictionary stays
/// compact.
///
/// Entries hold their objects strongly (see `ManagedObjectContext.registry`). Not thread-safe: a
/// context uses its registry on its own executor only (checked by `assertOnExecutor` in debug
/// builds), which is what makes the `@exclusivity(unchecked)` state below safe: no access to it
/// ever overlaps another. ``checkInvariants()`` checks the table's bookkeeping (the tests run it).
final class ObjectRegistry {
    /// Where a registered object sits; use it at once (removals may move objects and drop pages).
    enum Index {
        /// In a page (kept alive by the registry's page table).
        case paged(RegistryPage.Slot)
        /// In the dictionary of scattered objects.
        case scattered(Dictionary<ManagedObjectID, ManagedObject>.Index)
    }

    /// Pages by space and page number (an ID whose primary key is the page number).
    @exclusivity(unchecked) private var pages: [ManagedObjectID: RegistryPage] = [:]
    /// Objects whose page does not exist.
    @exclusivity(unchecked) private var scattered: [ManagedObjectID: ManagedObject] = [:]
    /// The page last found or made, and its key.
    @exclusivity(unchecked) private var lastPage: RegistryPage?
    @exclusivity(unchecked) private var lastSpace: ObjectIdentifier?
    @exclusivity(unchecked) private var lastPageNumber: Int64 = 0
    /// The ID last inserted: an insertion of the next key of the same space starts a page.
    @exclusivity(unchecked) private var lastInsertedSpace: ObjectIdentifier?
    @exclusivity(unchecked) private var lastInsertedKey: Int64 = 0
    /// Pages in the table whose every slot is empty. They stay, as the keys around them are likely
    /// to come back, until there are more than ``emptyPageAllowance`` (~1 MB); then every empty
    /// page leaves the table.
    @exclusivity(unchecked) private var emptyPages = 0
    static let emptyPageAllowance = 2_048
    /// Emptied pages kept for new pages to reuse, up to ``spareLimit``.
    @exclusivity(unchecked) private var spares: [RegistryPage] = []
    static let spareLimit = 4

    /// The number of registered objects.
    var count: Int { pagedCount + scattered.count }
    @exclusivity(unchecked) private var pagedCount = 0

    /// Whether no object is registered.
    var isEmpty: Bool { count == 0 }

    /// The registered object with `id`, if any; assigning `nil` removes it.
    @inline(__always)
    subscript(id: ManagedObjectID) -> ManagedObject? {
        get {
            guard let page = existingPage(for: id) else { return scattered.isEmpty ? nil : scattered[id] }
            return page.slots[RegistryPage.slot(of: id)]
        }
        set {
            if let newValue { insert(newValue, for: id) } else { removeValue(forKey: id) }
        }
    }

    /// Registers `object` under `id`, replacing any object registered under it.
    @inline(__always)
    func insert(_ object: ManagedObject, for id: ManagedObjectID) {
        let space = ObjectIdentifier(id.space)
        defer {
            lastInsertedSpace = space
            lastInsertedKey = id.primaryKey
        }
        let target: RegistryPage
        if let page = existingPage(for: id) {
            target = page
        } else {
            guard space == lastInsertedSpace, id.primaryKey == lastInsertedKey &+ 1 else {
                scattered[id] = object
                return
            }
            target = newPage(for: id)
        }
        let slot = RegistryPage.slot(of: id)
        if !target.holds(slot) {
            if target.isEmpty { emptyPages -= 1 }
            pagedCount += 1
        }
        target.put(object, at: slot)
    }

    /// Removes the object registered under `id` and returns it.
    @discardableResult
    func removeValue(forKey id: ManagedObjectID) -> ManagedObject? {
        guard let index = index(forKey: id) else { return nil }
        let object = self.object(at: index)
        remove(at: index)
        return object
    }

    /// Where the object registered under `id` sits, or `nil` if none is.
    @inline(__always)
    func index(forKey id: ManagedObjectID) -> Index? {
        guard let page = existingPage(for: id) else {
            if scattered.isEmpty { return nil }
            return scattered.index(forKey: id).map(Index.scattered)
        }
        let slot = RegistryPage.slot(of: id)
        return page.holds(slot) ? .paged(RegistryPage.Slot(page: page, index: slot)) : nil
    }

    /// The object at `index`.
    @inline(__always)
    func object(at index: Index) -> ManagedObject {
        switch index {
        case .paged(let slot): return slot.page.slots[slot.index].unsafelyUnwrapped
        case .scattered(let index): return scattered.values[index]
        }
    }

    /// Whether the registry holds the only reference to the object at `index`.
    @inline(__always)
    func isUniquelyReferenced(at index: Index) -> Bool {
        switch index {
        case .paged(let slot): return isKnownUniquelyReferenced(&slot.page.slots[slot.index]!)
        case .scattered(let index): return isKnownUniquelyReferenced(&scattered.values[index])
        }
    }

    /// Removes the object at `index`.
    func remove(at index: Index) {
        switch index {
        case .paged(let slot):
            let page = slot.page
            page.clear(slot.index)
            pagedCount -= 1
            if page.isEmpty {
                emptyPages += 1
                if emptyPages > Self.emptyPageAllowance { dropEmptyPages() }
            }
        case .scattered(let index):
            scattered.remove(at: index)
        }
    }

    /// Removes every object only the registry holds (what a sweep drops).
    func removeUniquelyReferenced() {
        for page in pages.values where !page.isEmpty {
            page.forEachOccupiedSlot { slot in
                guard isKnownUniquelyReferenced(&page.slots[slot]!) else { return }
                page.clear(slot)
                pagedCount -= 1
            }
            if page.isEmpty { emptyPages += 1 }
        }
        if emptyPages > Self.emptyPageAllowance { dropEmptyPages() }
        guard !scattered.isEmpty else { return }
        // Walk by index without holding `scattered.indices`: a second reference to the storage
        // would copy it on the first in-place access and make every object look shared.
        var dead: [ManagedObjectID] = []
        var index = scattered.startIndex
        while index != scattered.endIndex {
            if isKnownUniquelyReferenced(&scattered.values[index]) { dead.append(scattered.keys[index]) }
            index = scattered.index(after: index)
        }
        // When most entries go (a context fetching, using and dropping batches of objects), the
        // few that stay are put back into the emptied table: removing each entry by key hashed it
        // again and shifted its neighbours, for every object let go of.
        if dead.count > scattered.count - scattered.count / 4 {
            var kept: [(ManagedObjectID, ManagedObject)] = []
            if dead.count < scattered.count {
                index = scattered.startIndex
                while index != scattered.endIndex {
                    if !isKnownUniquelyReferenced(&scattered.values[index]) { kept.append((scattered.keys[index], scattered.values[index])) }
                    index = scattered.index(after: index)
                }
            }
            scattered.removeAll(keepingCapacity: true)
            for (id, object) in kept { scattered[id] = object }
        } else {
            for id in dead { scattered.removeValue(forKey: id) }
        }
    }

    /// Removes every object. The tables keep their capacity and a few pages are kept, emptied,
    /// for the next objects.
    func removeAll() {
        for page in pages.values {
            page.clearAll()
            keepSpare(page)
        }
        pages.removeAll(keepingCapacity: pages.count <= 1_024)
        scattered.removeAll(keepingCapacity: scattered.count <= 1_024)
        forgetLastPage()
        lastInsertedSpace = nil
        emptyPages = 0
        pagedCount = 0
    }

    /// Makes room for `count` more objects.
    func reserveCapacity(_ count: Int) {
        scattered.reserveCapacity(scattered.count + min(count, 1_024))
        pages.reserveCapacity(pages.count + count / RegistryPage.size + 1)
    }

    /// Calls `body` with every registered object. `body` may remove objects from the registry, but
    /// not add any.
    func forEach(_ body: (ManagedObject) -> Void) {
        for page in pages.values where !page.isEmpty {
            page.forEachOccupiedSlot { slot in
                if let object = page.slots[slot] { body(object) }
            }
        }
        for object in scattered.values { body(object) }
    }

    // MARK: Pages

    /// The page for `id`, if there is one.
    @inline(__always)
    private func existingPage(for id: ManagedObjectID) -> RegistryPage? {
        let number = RegistryPage.number(of: id)
        let space = ObjectIdentifier(id.space)
        if number == lastPageNumber, space == lastSpace, let lastPage { return lastPage }
        if pages.isEmpty { return nil }
        guard let page = pages[ManagedObjectID(space: id.space, primaryKey: number)] else { return nil }
        return remember(page, space: space, number: number)
    }

    /// A new page for `id`, holding the scattered objects of its keys.
    private func newPage(for id: ManagedObjectID) -> RegistryPage {
        let page = spares.popLast() ?? RegistryPage()
        let number = RegistryPage.number(of: id)
        pages[ManagedObjectID(space: id.space, primaryKey: number)] = page
        if !scattered.isEmpty {
            for slot in 0..<RegistryPage.size {
                let key = ManagedObjectID(space: id.space, primaryKey: RegistryPage.primaryKey(page: number, slot: slot))
                guard let object = scattered.removeValue(forKey: key) else { continue }
                page.put(object, at: slot)
                pagedCount += 1
            }
        }
        if page.isEmpty { emptyPages += 1 }
        return remember(page, space: ObjectIdentifier(id.space), number: number)
    }

    private func remember(_ page: RegistryPage, space: ObjectIdentifier, number: Int64) -> RegistryPage {
        lastPage = page
        lastSpace = space
        lastPageNumber = number
        return page
    }

    private func forgetLastPage() {
        lastPage = nil
        lastSpace = nil
    }

    /// Takes the empty pages out of the table (their keys go to the dictionary from now on).
    private func dropEmptyPages() {
        for page in pages.values where page.isEmpty { keepSpare(page) }
        pages = pages.filter { !$0.value.isEmpty }
        forgetLastPage()
        emptyPages = 0
    }

    private func keepSpare(_ page: RegistryPage) {
        if spares.count < Self.spareLimit { spares.append(page) }
    }

    // MARK: Invariants

    /// Checks the table's bookkeeping and traps naming the first broken invariant: every object
    /// sits where its ID says, counts match the slots, no scattered object has a page, the last
    /// page is in the table. O(n); debug builds run it after each sweep, the tests after each step.
    func checkInvariants() {
        var occupiedSlots = 0
        var empty = 0
        for (key, page) in pages {
            var bits: UInt64 = 0
            for slot in 0..<RegistryPage.size {
                guard let object = page.slots[slot] else { continue }
                bits |= 1 << UInt64(slot)
                let id = object.objectID
                precondition(
                    id.space === key.space && RegistryPage.number(of: id) == key.primaryKey && RegistryPage.slot(of: id) == slot,
                    "ObjectRegistry: object \(id) sits in the wrong page or slot")
            }
            precondition(bits == page.occupied, "ObjectRegistry: a page's occupied bits do not match its slots")
            occupiedSlots += bits.nonzeroBitCount
            if bits == 0 { empty += 1 }
        }
        precondition(occupiedSlots == pagedCount, "ObjectRegistry: pagedCount \(pagedCount) but \(occupiedSlots) occupied slots")
        precondition(empty == emptyPages, "ObjectRegistry: emptyPages \(emptyPages) but \(empty) empty pages")
        for (id, object) in scattered {
            precondition(object.objectID == id, "ObjectRegistry: object \(object.objectID) is registered under \(id)")
            precondition(
                pages[ManagedObjectID(space: id.space, primaryKey: RegistryPage.number(of: id))] == nil,
                "ObjectRegistry: scattered object \(id) has a page")
        }
        if let lastPage {
            precondition(pages.values.contains { $0 === lastPage }, "ObjectRegistry: the remembered page is not in the table")
        }
    }
}
