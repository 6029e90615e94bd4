import Foundation

/// The watches waiting for their partition to advance, and a count of each partition's advances
/// (its generation) so that a watch can tell whether one happened while it was reading. Kept in
/// its owner's isolation.
struct PartitionWatchers {
    private struct Watch {
        let continuation: CheckedContinuation<Void, Never>
        let timer: Task<Void, Never>
    }

    private var waiting: [UUID: [UUID: Watch]] = [:]
    private var generations: [UUID: Int] = [:]

    /// How many times `partition` advanced.
    func generation(of partition: UUID) -> Int { generations[partition, default: 0] }

    /// How many watches are waiting, in all partitions.
    var count: Int { waiting.values.reduce(0) { $0 + $1.count } }

    /// Adds a watch, resumed when its partition advances or by ``wake(_:in:)``.
    mutating func add(_ id: UUID, in partition: UUID, _ continuation: CheckedContinuation<Void, Never>, timer: Task<Void, Never>) {
        waiting[partition, default: [:]][id] = Watch(continuation: continuation, timer: timer)
    }

    /// Resumes one watch, if it still waits.
    mutating func wake(_ id: UUID, in partition: UUID) {
        guard let watch = waiting[partition]?.removeValue(forKey: id) else { return }
        if waiting[partition]?.isEmpty == true { waiting[partition] = nil }
        watch.timer.cancel()
        watch.continuation.resume()
    }

    /// Resumes every watch of every partition, without an advance: for a server about to stop.
    mutating func wakeAll() {
        let all = waiting.values.flatMap(\.values)
        waiting = [:]
        for watch in all {
            watch.timer.cancel()
            watch.continuation.resume()
        }
    }

    /// Records that `partition` advanced and resumes its watches.
    mutating func advance(_ partition: UUID) {
        generations[partition, default: 0] += 1
        for watch in waiting.removeValue(forKey: partition)?.values ?? [:].values {
            watch.timer.cancel()
            watch.continuation.resume()
        }
    }
}
