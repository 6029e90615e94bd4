import Foundation
import Synchronization

/// Saves of other contexts waiting to be merged into a context (`automaticallyMergesChangesFromParent`).
final class MergeInbox: Sendable {
    private let pending = Locked<[SaveSummary]>([])

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
        guard automaticallyMergesChangesFromParent, !mergeInbox.isEmpty else { return }
        for summary in mergeInbox.take() {
            for id in summary.updated {
                guard let object = registry[id], object.values != nil, !object.isDeleted else { continue }
                guard let row = parentStore.cachedSnapshot(for: id) ?? (try? parentStore.snapshot(for: id)) else { continue }
                let local = object.values
                let changed = object.changedIndices()
                object.load(row.values)
                object.version = row.version
                if let local { for index in changed { object.storeValue(local[index], at: index) } }
            }
            for id in summary.deleted {
                guard let object = registry[id] else { continue }
                unregister(object)
                object.state = []
                object.contextLink = nil
            }
        }
    }

    /// Delivers a save of another context to this one.
    func receive(_ summary: SaveSummary) {
        guard automaticallyMergesChangesFromParent else { return }
        mergeInbox.post(summary)
        if concurrencyType == .privateQueue {
            perform { [self] in mergePendingSaves() }
        }
    }
}
