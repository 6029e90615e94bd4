import CairnFiles
import Foundation

/// The shared state of one suite file: the in-memory copy, local changes not yet written,
/// registered defaults and observers. Every ``Defaults`` handle for the same file in a process
/// shares one store (see ``DefaultsRegistry``).
final class DefaultsStore: @unchecked Sendable {
    // Safety: the mutable state below is only touched while `lock` is held. `flushLock`
    // serializes whole flushes; it is always taken before `lock`, never while holding it.
    let lock = NSLock()
    let flushLock = NSLock()
    /// The file, or `nil` for a volatile store (when no file could be had).
    let location: DefaultsLocation?
    let log: DefaultsLog
    /// File content with this process's unwritten changes applied.
    var current: [String: PropertyListValue] = [:]
    /// This process's changes not yet written (`nil`: removed).
    var pending: [String: PropertyListValue?] = [:]
    var registered: [String: PropertyListValue] = [:]
    /// The file's content as this process last read or wrote it; `nil` before the first read.
    var lastKnownFile: [String: PropertyListValue]?
    var observers = DefaultsObserverList()
    private var flushScheduled = false
    /// How many times the file was replaced (tests check that writes are coalesced).
    private(set) var writeCount = 0
    private var watcher: FileChangeWatcher?
    private let queue = DispatchQueue(label: "CairnDefaults.flush")

    /// How long a change waits for more before it is written: coalesces bursts of `set`s.
    static let coalescingDelay = DispatchTimeInterval.milliseconds(10)
    /// After a failed background write, how long before the next try.
    static let retryDelay = DispatchTimeInterval.seconds(1)
    /// Values larger than this slow every launch: log a warning.
    static let largeValueThreshold = 4 * 1024

    /// Opens the suite at `location`, reading (and if needed recovering) its file.
    init(location: DefaultsLocation?, log: DefaultsLog) throws {
        self.location = location
        self.log = log
        guard let location else { return }
        try flush()
        do {
            watcher = try FileChangeWatcher(url: location.fileURL) { [weak self] in self?.fileChanged() }
        } catch {
            log.error("cannot watch \(location.fileURL.path) for changes by other processes: \(error)")
        }
    }

    deinit {
        watcher?.cancel()
        if hasPendingChanges {
            do { try flush() } catch { log.error("lost unsaved preferences of suite '\(location?.suiteName ?? "")': \(error)") }
        }
    }

    /// Whether this process has changes not yet written.
    var hasPendingChanges: Bool {
        lock.withLock { !pending.isEmpty }
    }

    /// The effective value of `key`: this process's or the file's value, else the registered one.
    func value(forKey key: String) -> PropertyListValue? {
        lock.withLock { current[key] ?? registered[key] }
    }

    /// Every effective value, registered defaults included.
    func dictionaryRepresentation() -> [String: PropertyListValue] {
        lock.withLock { registered.merging(current) { $1 } }
    }

    /// Sets (or with `nil`, removes) `key`, notifies observers, and schedules a write.
    func setValue(_ value: PropertyListValue?, forKey key: String) {
        if let value, value.approximateSize > Self.largeValueThreshold {
            log.warning(
                "the value for key '\(key)' in suite '\(location?.suiteName ?? "")' is about \(value.approximateSize) bytes; values over 4 KB slow down every launch, store them in a file instead"
            )
        }
        let change: PropertyListValue?? = lock.withLock {
            let old = current[key] ?? registered[key]
            current[key] = value
            pending.updateValue(value, forKey: key)
            scheduleFlushLocked(after: Self.coalescingDelay)
            let new = current[key] ?? registered[key]
            return old == new ? .none : .some(new)
        }
        if let change { notify([key: change]) }
    }

    /// Adds registered defaults (never written to disk) and notifies keys whose effective value changed.
    func register(_ defaults: [String: PropertyListValue]) {
        let changes: [String: PropertyListValue?] = lock.withLock {
            var changes: [String: PropertyListValue?] = [:]
            for (key, value) in defaults where current[key] == nil && registered[key] != value {
                changes.updateValue(value, forKey: key)
            }
            registered.merge(defaults) { $1 }
            return changes
        }
        if !changes.isEmpty { notify(changes) }
    }

    private func scheduleFlushLocked(after delay: DispatchTimeInterval) {
        guard location != nil, !flushScheduled else { return }
        flushScheduled = true
        queue.asyncAfter(deadline: .now() + delay) { [weak self] in self?.backgroundFlush() }
    }

    private func backgroundFlush() {
        do {
            try flush()
        } catch {
            log.error("cannot save preferences of suite '\(location?.suiteName ?? "")', will retry: \(error)")
            lock.withLock { scheduleFlushLocked(after: Self.retryDelay) }
        }
    }

    private func fileChanged() {
        do { try flush() } catch { log.error("cannot read preferences changed by another process: \(error)") }
    }

    /// Writes this process's changes (if any) merged into the file as it is now, and takes in
    /// what other processes wrote. Holds the suite's file lock while reading and writing.
    ///
    /// - Throws: ``DefaultsError`` if the file cannot be locked, read or written; the changes
    ///   stay pending and nothing on disk is lost.
    func flush() throws {
        guard let location else { return }
        let changed = try flushLock.withLock {
            let changes = lock.withLock {
                flushScheduled = false
                return pending
            }
            let disk = try io("save preferences to \(location.fileURL.path)") {
                try FileLock(url: location.lockURL).withExclusiveLock {
                    try writeMerged(changes, location: location)
                }
            }
            watcher?.acknowledgeCurrentState()
            return adopt(disk: disk, flushed: changes)
        }
        // Outside the flush lock: an observer may itself set values or synchronize.
        if !changed.isEmpty { notify(changed) }
    }

    /// Under the file lock: reads the file, applies `changes` and, if there are any, replaces
    /// the file atomically and durably, keeping the previous version as the last good copy.
    private func writeMerged(_ changes: [String: PropertyListValue?], location: DefaultsLocation) throws -> [String: PropertyListValue] {
        var disk = try loadRecovering(location)
        guard !changes.isEmpty else { return disk }
        for (key, value) in changes {
            if let value { disk[key] = value } else { disk.removeValue(forKey: key) }
        }
        keepLastGoodCopy(location)
        try DurableFile.write(PropertyListValue.encode(disk), to: location.fileURL)
        lock.withLock { writeCount += 1 }
        return disk
    }

    /// Takes `disk` as the file's content and keeps changes made since the snapshot `flushed`
    /// pending; returns every effective value that changed, for the observers.
    private func adopt(disk: [String: PropertyListValue], flushed: [String: PropertyListValue?]) -> [String: PropertyListValue?] {
        lock.withLock {
            for (key, value) in flushed where pending[key] == value { pending.removeValue(forKey: key) }
            var updated = disk
            for (key, value) in pending { updated[key] = value }
            let old = current
            current = updated
            lastKnownFile = disk
            var changes: [String: PropertyListValue?] = [:]
            for key in Set(old.keys).union(updated.keys) where old[key] != updated[key] {
                let effective: PropertyListValue? = updated[key] ?? registered[key]
                changes.updateValue(effective, forKey: key)
            }
            return changes
        }
    }

    /// Runs a file operation, wrapping non-``DefaultsError`` failures with `action`.
    func io<T>(_ action: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DefaultsError {
            throw error
        } catch {
            throw DefaultsError(.io, "cannot \(action): \(error)")
        }
    }
}
