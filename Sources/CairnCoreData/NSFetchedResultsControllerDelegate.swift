import Cairn

/// Core Data's `NSFetchedResultsControllerDelegate`, with its method signatures: the controller
/// arrives as `NSFetchedResultsController<NSFetchRequestResult>`.
///
/// ```swift
/// final class BookList: NSFetchedResultsControllerDelegate {
///     func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
///                     at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
///         print(type, indexPath as Any, newIndexPath as Any)
///     }
/// }
/// ```
///
/// The controller a method receives is the delegate's controller with its result type erased
/// (Swift on Linux cannot erase a generic class's type parameter as Objective-C does): it has the
/// same sections and objects, but `===` against your typed controller is `false`.
public protocol NSFetchedResultsControllerDelegate: FetchedResultsControllerDelegate {
    /// The results are about to change.
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    /// An object was inserted, deleted, moved or updated.
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    /// A section was inserted or deleted.
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    /// The results changed.
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    /// The index title of a section (default: its name's first letter, uppercased).
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        sectionIndexTitleForSectionName sectionName: String
    ) -> String?
}

extension NSFetchedResultsControllerDelegate {
    /// Does nothing unless you implement it.
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}

    /// Does nothing unless you implement it.
    public func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {}

    /// Does nothing unless you implement it.
    public func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType
    ) {}

    /// Does nothing unless you implement it.
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}

    /// The section name's first letter, uppercased, unless you implement it.
    public func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        sectionIndexTitleForSectionName sectionName: String
    ) -> String? {
        sectionName.first.map { String($0).uppercased() }
    }

    // The engine's delegate methods, forwarded to the Core Data-spelled ones.

    /// Forwards to ``controllerWillChangeContent(_:)-(NSFetchedResultsController<NSFetchRequestResult>)``.
    public func controllerWillChangeContent(_ controller: AnyFetchedResultsController) {
        controllerWillChangeContent(controller.untypedResultsView)
    }

    /// Forwards to the Core Data-spelled object change method.
    public func controller(
        _ controller: AnyFetchedResultsController, didChange anObject: Any, at indexPath: IndexPath?,
        for type: FetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
        self.controller(controller.untypedResultsView, didChange: anObject, at: indexPath, for: type, newIndexPath: newIndexPath)
    }

    /// Forwards to the Core Data-spelled section change method.
    public func controller(
        _ controller: AnyFetchedResultsController, didChange sectionInfo: any FetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: FetchedResultsChangeType
    ) {
        self.controller(controller.untypedResultsView, didChange: sectionInfo, atSectionIndex: sectionIndex, for: type)
    }

    /// Forwards to ``controllerDidChangeContent(_:)-(NSFetchedResultsController<NSFetchRequestResult>)``.
    public func controllerDidChangeContent(_ controller: AnyFetchedResultsController) {
        controllerDidChangeContent(controller.untypedResultsView)
    }

    /// Forwards to the Core Data-spelled section index title method.
    public func controller(_ controller: AnyFetchedResultsController, sectionIndexTitleForSectionName sectionName: String) -> String? {
        self.controller(controller.untypedResultsView, sectionIndexTitleForSectionName: sectionName)
    }
}
