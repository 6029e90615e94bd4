/// The callbacks observing one suite, by registration number.
struct DefaultsObserverList {
    /// One observer: a key (or `nil` for every key) and what to call.
    struct Entry {
        var key: String?
        var callback: @Sendable (String, PropertyListValue?) -> Void
    }

    private var nextID = 0
    private(set) var entries: [Int: Entry] = [:]

    /// Adds an observer; returns its number for ``remove(_:)``.
    mutating func add(_ entry: Entry) -> Int {
        nextID += 1
        entries[nextID] = entry
        return nextID
    }

    /// Removes observer `id`, if still there.
    mutating func remove(_ id: Int) {
        entries.removeValue(forKey: id)
    }
}

extension DefaultsStore {
    /// Registers `callback` for changes of `key` (or of every key when `nil`).
    func addObserver(key: String?, callback: @escaping @Sendable (String, PropertyListValue?) -> Void) -> Int {
        lock.withLock { observers.add(.init(key: key, callback: callback)) }
    }

    /// Removes an observer registered with ``addObserver(key:callback:)``.
    func removeObserver(_ id: Int) {
        lock.withLock { observers.remove(id) }
    }

    /// Calls the observers of each changed key with its new effective value, outside the lock.
    func notify(_ changes: [String: PropertyListValue?]) {
        let entries = lock.withLock { Array(observers.entries.values) }
        for (key, value) in changes {
            for entry in entries where entry.key == nil || entry.key == key {
                entry.callback(key, value)
            }
        }
    }
}
