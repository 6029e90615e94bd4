import Foundation

/// What one change did to a controller's results, in Core Data's terms: sections inserted and
/// deleted, objects inserted, deleted, moved and updated, with Core Data's index paths (former
/// ones for deletions, new ones for insertions, both for moves and updates).
struct ResultsChanges {
    /// A section that appeared (index in the new results) or disappeared (index in the former).
    struct SectionChange {
        let section: FetchedResultsSection
        let index: Int
        let type: FetchedResultsChangeType
    }

    /// An object that entered, left, moved or changed in place.
    struct ObjectChange {
        let object: ManagedObject
        let indexPath: IndexPath?
        let newIndexPath: IndexPath?
        let type: FetchedResultsChangeType
    }

    /// Section deletions, then insertions (Core Data reports sections before objects).
    var sections: [SectionChange] = []
    /// Deletions, insertions, moves, then updates.
    var objects: [ObjectChange] = []
    /// Objects that changed and stayed in the results (moved or not): the snapshot's reloads.
    var reloaded: [ManagedObject] = []

    var isEmpty: Bool { sections.isEmpty && objects.isEmpty }
}
