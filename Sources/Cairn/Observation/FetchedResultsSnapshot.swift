/// The results of a ``FetchedResultsController`` at one moment, as section names and object IDs:
/// a value you can hand to any task, compare, and apply to a list view.
///
/// It plays the role of UIKit's `NSDiffableDataSourceSnapshot<String, NSManagedObjectID>`, which
/// Core Data hands to `controller(_:didChangeContentWith:)` and which Linux has no UIKit for: the
/// same shape (section identifiers are section names, item identifiers are object IDs) and the
/// same reading members.
///
/// ```swift
/// for await snapshot in controller.snapshots {
///     render(snapshot.sectionIdentifiers, snapshot.itemIdentifiers)
/// }
/// ```
///
/// IDs are those of the moment: an object inserted and not yet saved has a temporary ID (call
/// `obtainPermanentIDs(for:)` before showing it if your view keys rows by ID across saves).
public struct FetchedResultsSnapshot: Sendable, Equatable {
    /// One section: its name and its objects' IDs, in order.
    public struct Section: Sendable, Equatable {
        /// The section's name (``FetchedResultsSectionInfo/name``).
        public let name: String
        /// The IDs of the section's objects, in order.
        public let itemIdentifiers: [ManagedObjectID]

        /// Creates a section.
        public init(name: String, itemIdentifiers: [ManagedObjectID]) {
            self.name = name
            self.itemIdentifiers = itemIdentifiers
        }
    }

    /// The sections, in order.
    public let sections: [Section]
    /// IDs of objects that stayed in the results but changed since the previous snapshot (UIKit's
    /// `reloadedItemIdentifiers`): redraw them.
    public let reloadedItemIdentifiers: Set<ManagedObjectID>

    /// Creates a snapshot.
    public init(sections: [Section], reloadedItemIdentifiers: Set<ManagedObjectID> = []) {
        self.sections = sections
        self.reloadedItemIdentifiers = reloadedItemIdentifiers
    }

    /// The section names, in order.
    public var sectionIdentifiers: [String] { sections.map(\.name) }
    /// Every object ID, section after section.
    public var itemIdentifiers: [ManagedObjectID] { sections.flatMap(\.itemIdentifiers) }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The number of objects in all sections.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.itemIdentifiers.count } }

    /// The number of objects in the section named `name` (0 when there is none).
    public func numberOfItems(inSection name: String) -> Int {
        itemIdentifiers(inSection: name).count
    }

    /// The object IDs of the section named `name` (empty when there is none).
    public func itemIdentifiers(inSection name: String) -> [ManagedObjectID] {
        sections.first { $0.name == name }?.itemIdentifiers ?? []
    }

    /// The name of the section holding `id`, if any.
    ///
    /// - Complexity: O(n) for n objects.
    public func sectionIdentifier(containingItem id: ManagedObjectID) -> String? {
        sections.first { $0.itemIdentifiers.contains(id) }?.name
    }

    /// The position of `id` among all objects (section after section), if present.
    ///
    /// - Complexity: O(n) for n objects.
    public func indexOfItem(_ id: ManagedObjectID) -> Int? {
        itemIdentifiers.firstIndex(of: id)
    }

    /// The position of the section named `name`, if present.
    public func indexOfSection(_ name: String) -> Int? {
        sections.firstIndex { $0.name == name }
    }
}
