import Cairn
import Foundation

/// Takes differences; its per-change methods record too, to show when they are called.
final class DifferenceTaker: FetchedResultsControllerDelegate {
    var differences: [CollectionDifference<ManagedObjectID>] = []
    var otherCalls = 0

    func controller(_ controller: AnyFetchedResultsController, didChangeContentWith difference: CollectionDifference<ManagedObjectID>) {
        differences.append(difference)
    }

    func controllerWillChangeContent(_ controller: AnyFetchedResultsController) { otherCalls += 1 }
    func controllerDidChangeContent(_ controller: AnyFetchedResultsController) { otherCalls += 1 }
}
