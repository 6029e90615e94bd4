import Foundation
import Synchronization

/// Snapshots shared by every context of a coordinator, so a fault fired in one context after
/// another context saved or loaded the object needs no SQL.
///
/// Bounded: two generations of at most `capacity` entries each; when the young generation fills,
/// it becomes the old one and the previous old one is dropped (an approximate LRU with O(1) cost).
final class RowCache: Sendable {
    private struct Generations {
        var young: [ManagedObjectID: RowSnapshot] = [:]
        var old: [ManagedObjectID: RowSnapshot] = [:]
    }

    private let capacity: Int
    private let storage = Locked(Generations())

    init(capacity: Int = 20_000) {
        self.capacity = capacity
    }

    /// The cached snapshot of `id`, if any.
    func snapshot(for id: ManagedObjectID) -> RowSnapshot? {
        storage.withLock { generations in
            if let found = generations.young[id] { return found }
            guard let found = generations.old.removeValue(forKey: id) else { return nil }
            Self.insert(found, into: &generations, capacity: capacity)
            return found
        }
    }

    /// Remembers snapshots (newer versions replace older ones).
    func store(_ snapshots: some Collection<RowSnapshot>) {
        storage.withLock { generations in
            // Room for all of them at once: growing the dictionary entry by entry rehashed it at
            // every doubling, a cost per row of a large save.
            let count = snapshots.count
            if count > 1 { generations.young.reserveCapacity(min(capacity, generations.young.count + count)) }
            for snapshot in snapshots { Self.insert(snapshot, into: &generations, capacity: capacity) }
        }
    }

    /// Remembers the rows a save wrote. Only the last `capacity` fit, so only those are stored;
    /// with `replacing`, older cached versions of the others are forgotten (new rows have no
    /// older version to forget).
    func storeSaved(_ snapshots: [RowSnapshot], replacing: Bool) {
        let kept = snapshots.suffix(capacity)
        if replacing && kept.count < snapshots.count {
            remove(snapshots[..<kept.startIndex].lazy.map(\.objectID))
        }
        store(kept)
    }

    /// Forgets the given objects (deleted, or changed by a save whose new state is unknown).
    func remove(_ ids: some Sequence<ManagedObjectID>) {
        storage.withLock { generations in
            for id in ids {
                generations.young.removeValue(forKey: id)
                generations.old.removeValue(forKey: id)
            }
        }
    }

    /// Forgets everything.
    func removeAll() {
        storage.withLock { $0 = Generations() }
    }

    private static func insert(_ snapshot: RowSnapshot, into generations: inout Generations, capacity: Int) {
        if generations.young.count >= capacity {
            generations.old = generations.young
            generations.young = [:]
            generations.young.reserveCapacity(capacity)
        }
        generations.young[snapshot.objectID] = snapshot
    }
}
