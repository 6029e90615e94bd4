import Foundation

/// Hands out strictly increasing wall-clock timestamps, used as "last used" times of cache
/// entries. File systems record times with a coarse clock (several milliseconds on Linux), so
/// two quick accesses would otherwise tie and the least recently used entry could not be told.
final class RecencyClock: @unchecked Sendable {
    // Safety: `last` is only touched while `lock` is held.
    private let lock = NSLock()
    private var last: Int64 = 0

    /// The clock shared by every cache in the process.
    static let shared = RecencyClock()

    /// A timestamp later than every one handed out before by this clock.
    func next() -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        let stamp = lock.withLock {
            last = max(nanoseconds, last + 1)
            return last
        }
        return timespec(tv_sec: Int(stamp / 1_000_000_000), tv_nsec: Int(stamp % 1_000_000_000))
    }
}
