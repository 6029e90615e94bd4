import Cairn
import Foundation

/// Takes snapshots; its per-change methods record too, to show they are not called.
final class SnapshotTaker: FetchedResultsControllerDelegate {
    var snapshots: [FetchedResultsSnapshot] = []
    var otherCalls = 0

    func controller(_ controller: AnyFetchedResultsController, didChangeContentWith snapshot: FetchedResultsSnapshot) {
        snapshots.append(snapshot)
    }

    func controllerWillChangeContent(_ controller: AnyFetchedResultsController) { otherCalls += 1 }
    func controllerDidChangeContent(_ controller: AnyFetchedResultsController) { otherCalls += 1 }
}
