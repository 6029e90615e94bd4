import Foundation

/// One lock per partition, for an actor whose requests await between reading and writing a
/// partition: a request waits for the one before it on the same partition, not for requests on
/// other partitions. Kept in its owner's isolation; the owner suspends on the continuation
/// ``wait(for:_:)`` keeps.
struct PartitionLocks {
    private var held: Set<UUID> = []
    private var waiting: [UUID: [CheckedContinuation<Void, Never>]] = [:]

    /// Takes `partition`'s lock if it is free.
    mutating func tryLock(_ partition: UUID) -> Bool {
        held.insert(partition).inserted
    }

    /// Whether a request holds `partition`'s lock.
    func isHeld(_ partition: UUID) -> Bool { held.contains(partition) }

    /// Queues a waiter, resumed holding the lock when its turn comes.
    mutating func wait(for partition: UUID, _ continuation: CheckedContinuation<Void, Never>) {
        waiting[partition, default: []].append(continuation)
    }

    /// Hands `partition`'s lock to the next waiter, or frees it.
    mutating func unlock(_ partition: UUID) {
        guard var queue = waiting[partition], !queue.isEmpty else {
            held.remove(partition)
            return
        }
        let next = queue.removeFirst()
        waiting[partition] = queue.isEmpty ? nil : queue
        next.resume()
    }
}
