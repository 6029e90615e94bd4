import Synchronization

/// The storage of the subpredicates of a `NOT`, `AND` or `OR`: an append-only buffer shared by the
/// ``FetchPredicate/Subpredicates`` made from it, freed without recursion.
///
/// Two needs make it more than an array:
///
/// - `p = p || term`, repeated, must stay linear: the `OR` of `p` and a term appends to `p`'s
///   buffer when nobody appended there yet, instead of copying it (copying made a loop of 100,000
///   terms quadratic). A ``FetchPredicate/Subpredicates`` is a prefix of a buffer, so `p` itself
///   does not change.
/// - A tree nested 1,000,000 deep by hand must be freed without overflowing the stack (Swift
///   frees an indirect enum by recursion): `deinit` moves the subpredicates out into a local list
///   and frees them one at a time, taking over the subpredicates of those it holds the only
///   reference to, so no nested `deinit` has more than one level below it.
///
/// Invariant (what makes the raw buffer and the unchecked `Sendable` safe): slots `0..<claimed`
/// are initialized and never change until the list is uniquely referenced (`deinit`,
/// ``moveAll(into:)``); a prefix that counts `n` reads only slots below `n <= claimed`; a slot is
/// claimed by one compare-exchange and initialized by the thread that claimed it before any
/// prefix counting it exists, so no reader sees a slot while it is written.
final class PredicateList: @unchecked Sendable {
    /// How many slots the buffer has.
    let capacity: Int
    private let base: UnsafeMutablePointer<FetchPredicate>
    private let claimed: Atomic<Int>

    /// A list holding `elements`, with room for `capacity` (at least `elements.count`).
    init(_ elements: some Collection<FetchPredicate>, capacity: Int) {
        let count = elements.count
        precondition(capacity >= count, "a predicate list needs room for its elements")
        self.capacity = capacity
        base = .allocate(capacity: Swift.max(capacity, 1))
        _ = UnsafeMutableBufferPointer(start: base, count: count).initialize(from: elements)
        claimed = Atomic(count)
    }

    /// The element at `index`; `index` must be below the count of the prefix reading it.
    @inline(__always)
    subscript(index: Int) -> FetchPredicate { base[index] }

    /// Appends `elements` after the first `count` and returns `true` when those are all the list
    /// holds and there is room; `false` otherwise (the caller copies instead).
    func append(_ elements: some Collection<FetchPredicate>, after count: Int) -> Bool {
        let added = elements.count
        guard count + added <= capacity,
            claimed.compareExchange(expected: count, desired: count + added, ordering: .relaxed).exchanged
        else { return false }
        _ = UnsafeMutableBufferPointer(start: base + count, count: added).initialize(from: elements)
        return true
    }

    deinit {
        let count = claimed.load(ordering: .relaxed)
        let elements = UnsafeMutableBufferPointer(start: base, count: count)
        if elements.contains(where: { $0.subpredicateList != nil }) {
            var pending: [FetchPredicate] = []
            moveAll(into: &pending)
            Self.free(&pending)
        } else {
            elements.deinitialize()
        }
        base.deallocate()
    }

    /// Moves every element to the end of `target`; only for a list nothing else references.
    private func moveAll(into target: inout [FetchPredicate]) {
        let count = claimed.load(ordering: .relaxed)
        target.reserveCapacity(target.count + count)
        for index in 0..<count { target.append((base + index).move()) }
        claimed.store(0, ordering: .relaxed)
    }

    /// Frees `pending` one predicate at a time, each list it alone references emptied into it first.
    private static func free(_ pending: inout [FetchPredicate]) {
        while var predicate = pending.popLast() {
            guard var list = predicate.subpredicateList else { continue }
            predicate = .literal(false)
            if isKnownUniquelyReferenced(&list) { list.moveAll(into: &pending) }
        }
    }
}
