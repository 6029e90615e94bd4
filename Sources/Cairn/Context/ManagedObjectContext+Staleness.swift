import Foundation

extension ManagedObjectContext {
    /// How old the cached data a fault is filled from may be, in seconds (Core Data's
    /// `stalenessInterval`): negative (the default) uses the row cache the coordinator shares
    /// between its contexts whatever its age; 0 or more reads the object's row from the store.
    /// Cairn does not time cached rows, so every interval of 0 or more reads the store: the data
    /// is fresher than asked, never staler.
    ///
    /// ```swift
    /// context.stalenessInterval = 0   // faults always see the latest saved values
    /// ```
    public var stalenessInterval: TimeInterval {
        get { settings.withLock { $0.stalenessInterval } }
        set {
            settings.withLock { $0.stalenessInterval = newValue }
            bypassesRowCache.store(newValue >= 0, ordering: .relaxed)
        }
    }

    /// The current snapshot of `id` for a fault: from the row cache unless ``stalenessInterval``
    /// asks for the store.
    func currentSnapshot(for id: ManagedObjectID) throws -> RowSnapshot? {
        if bypassesRowCache.load(ordering: .relaxed) { return try parentStore.freshSnapshots(for: [id], caching: true).first }
        return try parentStore.snapshot(for: id)
    }
}
