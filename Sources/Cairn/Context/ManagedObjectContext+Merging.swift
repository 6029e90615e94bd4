import Foundation
import Synchronization

/// Saves of other contexts waiting to be merged into a context (`automaticallyMergesChangesFromParent`),
/// and permanent IDs its parent context's saves gave objects the context inserted.
final class MergeInbox: Sendable {
    private let pending = Locked<[SaveSummary]>([])
    private let renames = Locked<[[ManagedObjectID: ManagedObjectID]]>([])
    private let hasRenames = Atomic<Bool>(false)

    /// Queues permanent IDs (by temporary ID) for the context to adopt.
    func post(renames mapping: [ManagedObjectID: ManagedObjectID]) {
        renames.withLock { list in
            list.append(mapping)
            hasRenames.store(true, ordering: .releasing)
        }
    }

    /// The queued renames, oldest first (cheap when there are none: one atomic load).
    func takeRenames() -> [[ManagedObjectID: ManagedObjectID]] {
        guard hasRenames.load(ordering: .acquiring) else { return [] }
        return renames.withLock { list in
            defer {
                list = []
                hasRenames.store(false, ordering: .releasing)
            }
            return list
        }
    }

    func post(_ summary: SaveSummary) { pending.withLock { $0.append(summary) } }

    func take() -> [SaveSummary] {
        pending.withLock { list in
            defer { list = [] }
            return list
        }
    }

    var isEmpty: Bool { pending.withLock { $0.isEmpty } }
}

extension ManagedObjectContext {
    /// Brings other contexts' saves into this context: updated objects are refreshed (keeping this
    /// context's own unsaved changes on top), deleted ones leave the context.
    ///
    /// Runs on the context's executor: queued after every save of a sibling context, and also at the
    /// start of fetches and saves, so a main-queue context merges even when the main queue is never
    /// drained (servers).
    func mergePendingSaves() {
        applyRenamesFromParent()
        guard automaticallyMergesChangesFromParent, !mergeInbox.isEmpty else { return }
        for summary in mergeInbox.take() {
            mergeRemoteChanges(RemoteChanges(inserted: summary.inserted, updated: summary.updated, deleted: summary.deleted), forgettingCachedRows: false)
        }
    }

    /// Delivers a save of another context to this one.
    func receive(_ summary: SaveSummary) {
        guard automaticallyMergesChangesFromParent else { return }
        mergeInbox.post(summary)
        // Also merged at the start of fetches and saves, for main queues that are never drained.
        perform { [self] in mergePendingSaves() }
    }
}
