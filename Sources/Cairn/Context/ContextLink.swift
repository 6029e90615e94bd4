/// What a context's objects hold to reach it: one small object per context, cleared when the
/// context goes away.
///
/// Objects used to hold the context weakly; a weak reference gives the context a side table, and
/// every retain and release of it then took the runtime's slow path (a few percent of every
/// workload). The link holds the context `unowned(unsafe)` and the context clears it in `deinit`,
/// so `managedObjectContext` still reads `nil` once the context is gone. Objects are used on
/// their context's queue only, so the link is never read while the context is being destroyed.
final class ContextLink: @unchecked Sendable {
    // Safety: written by the context's init and deinit, read on the context's executor.
    unowned(unsafe) var context: ManagedObjectContext?

    init() {}
}
