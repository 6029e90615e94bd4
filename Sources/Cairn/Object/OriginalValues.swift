/// An object's committed snapshot (its values as last fetched or saved), kept as the committed
/// values of the properties changed since; every other property still holds its committed value.
///
/// A full copy of the committed values cost a copy of the whole value array on an object's first
/// change (copy-on-write) and freeing the old array at save. Now a change records one value, and
/// the first changed property (usually the only one) is kept inline, without an allocation.
struct OriginalValues: Sequence {
    /// One changed property and the value it had in the snapshot.
    struct Entry {
        let index: Int
        var value: PropertyValue
    }

    /// The first property that changed.
    private var first: Entry?
    /// The properties that changed after the first, in the order they first changed.
    private var more: ContiguousArray<Entry> = []
    /// Bit `i` is set when property `i` (< 64) has an entry: the common check needs no search.
    private var mask: UInt64 = 0

    /// No changes: the current values are the committed ones.
    init() {}

    /// The differences of `values` from `committed` (same length).
    init(values: ContiguousArray<PropertyValue>, committed: ContiguousArray<PropertyValue>) {
        for index in committed.indices where values[index] != committed[index] { record(committed[index], at: index) }
    }

    /// Whether no property changed since the snapshot.
    var isEmpty: Bool { first == nil }

    /// Whether property `index` has an entry.
    @inline(__always)
    func contains(_ index: Int) -> Bool {
        if index < 64 { return mask & (1 << UInt64(index)) != 0 }
        return first?.index == index || more.contains { $0.index == index }
    }

    /// The committed value of property `index` if it changed since the snapshot.
    func original(at index: Int) -> PropertyValue? {
        guard contains(index) else { return nil }
        if let first, first.index == index { return first.value }
        return more.first { $0.index == index }?.value
    }

    /// Records the committed value of a property about to change (once per property).
    mutating func record(_ value: PropertyValue, at index: Int) {
        guard !contains(index) else { return }
        if first == nil { first = Entry(index: index, value: value) } else { more.append(Entry(index: index, value: value)) }
        if index < 64 { mask |= 1 << UInt64(index) }
    }

    /// Forgets property `index`: its current value becomes its committed value.
    mutating func remove(_ index: Int) {
        guard contains(index) else { return }
        if first?.index == index {
            first = more.isEmpty ? nil : more.removeFirst()
        } else if let position = more.firstIndex(where: { $0.index == index }) {
            more.remove(at: position)
        }
        if index < 64 { mask &= ~(1 << UInt64(index)) }
    }

    /// Rewrites each recorded value.
    mutating func transform(_ body: (PropertyValue) -> PropertyValue) {
        if let entry = first { first = Entry(index: entry.index, value: body(entry.value)) }
        for position in more.indices { more[position].value = body(more[position].value) }
    }

    /// Appends to `changed` the index of every entry whose recorded value differs from the current
    /// one in `values` (`isChanged` decides), first changed first; without copying the entries as
    /// iterating does.
    func appendChanged(to changed: inout [Int], _ isChanged: (Entry) -> Bool) {
        guard let first else { return }
        if isChanged(first) { changed.append(first.index) }
        for position in more.indices where isChanged(more[position]) { changed.append(more[position].index) }
    }

    /// The entries, first changed first.
    func makeIterator() -> Iterator {
        Iterator(first: first, more: more.makeIterator())
    }

    /// Iterates over the entries of ``OriginalValues``.
    struct Iterator: IteratorProtocol {
        fileprivate var first: Entry?
        fileprivate var more: IndexingIterator<ContiguousArray<Entry>>

        /// The next entry.
        mutating func next() -> Entry? {
            if let entry = first {
                first = nil
                return entry
            }
            return more.next()
        }
    }
}
