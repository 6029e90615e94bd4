import Cairn
import Foundation

/// Records what a controller reports through Core Data's per-change calls, one line each.
final class ChangeRecorder: FetchedResultsControllerDelegate {
    var events: [String] = []

    func controllerWillChangeContent(_ controller: AnyFetchedResultsController) { events.append("will") }

    func controller(
        _ controller: AnyFetchedResultsController, didChange sectionInfo: any FetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: FetchedResultsChangeType
    ) {
        events.append("section \(type) \(sectionIndex) \(sectionInfo.name)")
    }

    func controller(
        _ controller: AnyFetchedResultsController, didChange anObject: Any, at indexPath: IndexPath?,
        for type: FetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
        let text = (anObject as? Note)?.text ?? "?"
        let paths = [indexPath, newIndexPath].compactMap { $0.map { "\($0)" } }.joined(separator: " → ")
        events.append("\(type) \(text) \(paths)")
    }

    func controllerDidChangeContent(_ controller: AnyFetchedResultsController) { events.append("did") }

    /// The events so far, forgotten.
    func take() -> [String] {
        defer { events = [] }
        return events
    }
}
