import Foundation

/// What a ``FetchedResultsController`` tells about changes to its results (Core Data's
/// `NSFetchedResultsControllerDelegate`). Every method has a default that does nothing:
/// implement the ones you need.
///
/// ```swift
/// final class NotesList: FetchedResultsControllerDelegate {
///     func controllerWillChangeContent(_ controller: AnyFetchedResultsController) { view.beginUpdates() }
///     func controller(_ controller: AnyFetchedResultsController, didChange sectionInfo: any FetchedResultsSectionInfo,
///                     atSectionIndex sectionIndex: Int, for type: FetchedResultsChangeType) {
///         type == .insert ? view.insertSection(sectionIndex) : view.deleteSection(sectionIndex)
///     }
///     func controller(_ controller: AnyFetchedResultsController, didChange anObject: Any, at indexPath: IndexPath?,
///                     for type: FetchedResultsChangeType, newIndexPath: IndexPath?) {
///         switch type {
///         case .insert: view.insertRow(at: newIndexPath!)
///         case .delete: view.deleteRow(at: indexPath!)
///         case .move: view.moveRow(from: indexPath!, to: newIndexPath!)
///         case .update: view.reloadRow(at: indexPath!)
///         }
///     }
///     func controllerDidChangeContent(_ controller: AnyFetchedResultsController) { view.endUpdates() }
/// }
/// ```
///
/// **One change, one batch.** For each change that touches the results, the controller first
/// updates its results (so ``AnyFetchedResultsController/sections`` and `object(at:)` already
/// answer with the new state), then calls ``controllerWillChangeContent(_:)``, the section
/// changes (deletions, then insertions), the object changes (deletions, insertions, moves,
/// updates) and ``controllerDidChangeContent(_:)``. Deletions carry the former index path,
/// insertions the new one, moves and updates both.
///
/// **The whole-content forms.** Implement `controller(_:didChangeContentWith:)` taking a
/// ``FetchedResultsSnapshot`` to receive the results as a snapshot instead (also once after each
/// `performFetch()`), or, for a controller without a section key path, the one taking a
/// `CollectionDifference<ManagedObjectID>` to receive the change as a difference of object IDs
/// (which has no updates in place). As in
/// Core Data, when you implement one of them no other change method is called. Swift cannot
/// ask an object whether it implements a protocol method, so the defaults of these two methods
/// tell the controller "not implemented", and the controller remembers that for this delegate.
///
/// Your methods must match these signatures exactly (the controller parameter is an
/// ``AnyFetchedResultsController``): a method with another parameter type is a different
/// method, and the default is called instead.
///
/// Calls are made on the context's queue, where the change happened.
public protocol FetchedResultsControllerDelegate: AnyObject {
    /// The controller is about to report the changes of one event (after updating its results).
    func controllerWillChangeContent(_ controller: AnyFetchedResultsController)
    /// An object entered (`.insert`, `newIndexPath`), left (`.delete`, `indexPath`), moved
    /// (`.move`, both) or changed in place (`.update`, both) in the results.
    func controller(
        _ controller: AnyFetchedResultsController, didChange anObject: Any, at indexPath: IndexPath?,
        for type: FetchedResultsChangeType, newIndexPath: IndexPath?)
    /// A section appeared (`.insert`, its new index) or disappeared (`.delete`, its former index).
    func controller(
        _ controller: AnyFetchedResultsController, didChange sectionInfo: any FetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: FetchedResultsChangeType)
    /// The controller reported all the changes of one event.
    func controllerDidChangeContent(_ controller: AnyFetchedResultsController)
    /// The section index entry for a section name; by default its capitalized first letter.
    func controller(_ controller: AnyFetchedResultsController, sectionIndexTitleForSectionName sectionName: String) -> String?
    /// The results after `performFetch()` and after each change, as a snapshot. When implemented,
    /// no other change method is called.
    func controller(_ controller: AnyFetchedResultsController, didChangeContentWith snapshot: FetchedResultsSnapshot)
    /// The change of the results as a difference of object IDs (only for a controller without a
    /// section key path, and only when the snapshot form is not implemented). When implemented,
    /// no other change method is called.
    func controller(_ controller: AnyFetchedResultsController, didChangeContentWith difference: CollectionDifference<ManagedObjectID>)
}

extension FetchedResultsControllerDelegate {
    /// Does nothing.
    public func controllerWillChangeContent(_ controller: AnyFetchedResultsController) {}

    /// Does nothing.
    public func controller(
        _ controller: AnyFetchedResultsController, didChange anObject: Any, at indexPath: IndexPath?,
        for type: FetchedResultsChangeType, newIndexPath: IndexPath?
    ) {}

    /// Does nothing.
    public func controller(
        _ controller: AnyFetchedResultsController, didChange sectionInfo: any FetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: FetchedResultsChangeType
    ) {}

    /// Does nothing.
    public func controllerDidChangeContent(_ controller: AnyFetchedResultsController) {}

    /// The capitalized first letter of `sectionName` (Core Data's default).
    public func controller(_ controller: AnyFetchedResultsController, sectionIndexTitleForSectionName sectionName: String) -> String? {
        AnyFetchedResultsController.defaultIndexTitle(forSectionName: sectionName)
    }

    /// Not implemented: the controller uses the other forms.
    public func controller(_ controller: AnyFetchedResultsController, didChangeContentWith snapshot: FetchedResultsSnapshot) {
        controller.delegateDeclined(.snapshot)
    }

    /// Not implemented: the controller uses the other forms.
    public func controller(_ controller: AnyFetchedResultsController, didChangeContentWith difference: CollectionDifference<ManagedObjectID>) {
        controller.delegateDeclined(.difference)
    }
}
