/// One section of a ``FetchedResultsController``'s results (Core Data's
/// `NSFetchedResultsSectionInfo`).
///
/// ```swift
/// let section = controller.sections![0]
/// print(section.name, section.numberOfObjects)
/// ```
public protocol FetchedResultsSectionInfo {
    /// The section's name: the value of the controller's `sectionNameKeyPath` shared by its
    /// objects, as text (`""` for `nil`, and for the single section of a controller without a
    /// section key path).
    var name: String { get }
    /// The section's entry in a section index (by default the capitalized first letter of
    /// ``name``; see ``AnyFetchedResultsController/sectionIndexTitle(forSectionName:)``).
    var indexTitle: String? { get }
    /// How many objects the section has.
    var numberOfObjects: Int { get }
    /// The section's objects, in the results' order.
    var objects: [Any]? { get }
}
