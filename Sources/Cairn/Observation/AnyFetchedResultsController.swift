import Foundation

/// What every ``FetchedResultsController`` offers whatever its result type: sections, section
/// index, delegate and snapshots. Delegates receive controllers as this type (Core Data passes
/// `NSFetchedResultsController<NSFetchRequestResult>`, which Swift generics cannot express);
/// compare it with `===` to your controller, or cast it back:
///
/// ```swift
/// func controllerDidChangeContent(_ controller: AnyFetchedResultsController) {
///     guard let notes = controller as? FetchedResultsController<Note> else { return }
///     render(notes.fetchedObjects ?? [])
/// }
/// ```
///
/// A controller is not `Sendable`: use it on its context's queue, like the context's objects (it
/// reads them, and the context reports its changes there). Hand ``snapshots`` to other tasks
/// instead; they are.
public class AnyFetchedResultsController {
    /// The context the results are fetched in and tracked in (kept alive by the controller).
    public let managedObjectContext: ManagedObjectContext
    /// The key path whose value names each object's section (`nil`: one section, named `""`).
    public let sectionNameKeyPath: String?
    /// The name given at creation, kept for Core Data's API only: Cairn keeps no section cache on
    /// disk (sections are computed with each fetch), so the name is not used.
    public let cacheName: String?

    /// The object told about changes to the results. Without a delegate (and without a consumer
    /// of ``snapshots``) the results are not tracked, as in Core Data: they stay as they were
    /// fetched. Held weakly.
    public weak var delegate: (any FetchedResultsControllerDelegate)? {
        didSet {
            declinedForms = []
            publicSections = nil
        }
    }

    /// The results; `nil` before the first successful `performFetch()`.
    var results: SectionedResults? {
        didSet {
            publicSections = nil
            typedObjects = nil
            untypedView?.results = results
        }
    }
    /// This controller seen without its result type (made on first use, kept in step with
    /// `results`): what Core Data's delegate methods receive.
    var untypedView: FetchedResultsController<any FetchRequestResult>?
    /// The subclass's `fetchedObjects`, kept until the results change.
    var typedObjects: Any?
    /// Runs the fetch request (made by the subclass, which knows its result type).
    let fetchObjects: () throws -> [ManagedObject]
    /// What the results are, as of the last `performFetch()`.
    var query: ResultsQuery?
    /// Whether changes went by while nobody listened: the next change refetches first.
    var isStale = false
    /// Forms the current delegate does not implement (learnt from the protocol's defaults).
    var declinedForms: Set<DelegateForm> = []
    /// Set by a default implementation during a call: the delegate declined that form.
    var lastCallDeclined = false
    /// Notifications that arrived while an earlier one was being applied (a delegate that
    /// changes the context and processes its changes): applied after it, in order.
    var deferred: [Notification] = []
    /// Whether a change is being applied and reported.
    var isApplying = false
    /// Whether `performFetch()` is running: what the context reports meanwhile is in its result.
    var isFetching = false
    let snapshotStreams = StreamFanOut<FetchedResultsSnapshot>()
    var observer: ObserverToken?
    private var publicSections: [any FetchedResultsSectionInfo]?

    /// The change-reporting forms a delegate may implement instead of the per-change calls.
    enum DelegateForm: Hashable {
        case snapshot
        case difference
    }

    init(managedObjectContext: ManagedObjectContext, sectionNameKeyPath: String?, cacheName: String?, fetchObjects: @escaping () throws -> [ManagedObject]) {
        self.managedObjectContext = managedObjectContext
        self.fetchObjects = fetchObjects
        self.sectionNameKeyPath = sectionNameKeyPath
        self.cacheName = cacheName
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer.token) }
        snapshotStreams.finish()
    }

    /// The sections of the results (one, named `""`, without a section key path; none for empty
    /// results with one); `nil` before `performFetch()`.
    public var sections: [any FetchedResultsSectionInfo]? {
        if let publicSections { return publicSections }
        guard let results else { return nil }
        let made: [any FetchedResultsSectionInfo] = results.sections.map { section in
            var titled = section
            titled.indexTitle = sectionIndexTitle(forSectionName: section.name)
            return titled
        }
        publicSections = made
        return made
    }

    /// The section index: each section's index title, once each, in section order.
    public var sectionIndexTitles: [String] {
        var seen = Set<String>()
        return (sections ?? []).compactMap(\.indexTitle).filter { seen.insert($0).inserted }
    }

    /// The section a section-index entry jumps to: the first section with index title `title`;
    /// when none has it (an index you built yourself), the section at `sectionIndex`, or the
    /// last section if there are fewer.
    public func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
        let all = sections ?? []
        if let found = all.firstIndex(where: { $0.indexTitle == title }) { return found }
        return max(0, min(sectionIndex, all.count - 1))
    }

    /// The section index entry for a section name: the delegate's
    /// ``FetchedResultsControllerDelegate/controller(_:sectionIndexTitleForSectionName:)``, by
    /// default the capitalized first letter of the name.
    public func sectionIndexTitle(forSectionName sectionName: String) -> String? {
        guard let delegate else { return Self.defaultIndexTitle(forSectionName: sectionName) }
        return delegate.controller(self, sectionIndexTitleForSectionName: sectionName)
    }

    /// The results after each change, as snapshots: first the current results (as soon as
    /// `performFetch()` has run), then one snapshot after every change that touches them. Each
    /// use makes a new sequence; it ends when its consumer stops iterating or the controller goes
    /// away. While a sequence is consumed, the results are tracked even without a delegate. A
    /// consumer that falls behind keeps every snapshot it has not read (each holds the reloads
    /// of its own change, so none is dropped).
    ///
    /// ```swift
    /// Task { for await snapshot in controller.snapshots { await show(snapshot) } }
    /// ```
    public var snapshots: AsyncStream<FetchedResultsSnapshot> {
        snapshotStreams.makeStream(startingWith: results.map { makeSnapshot($0, reloaded: []) })
    }

    /// Does nothing: Cairn keeps no section cache on disk (Core Data deletes the named cache file).
    public static func deleteCache(withName name: String?) {}

    /// The capitalized first letter of `sectionName` (`nil` for an empty name).
    static func defaultIndexTitle(forSectionName sectionName: String) -> String? {
        sectionName.first.map { String($0).uppercased() }
    }

    /// The fetch request of this controller with its result type erased (the subclass knows it).
    func untypedFetchRequest() -> FetchRequest<any FetchRequestResult> {
        FetchRequest<any FetchRequestResult>()
    }

    /// Called by the protocol's default implementation of a whole-content form.
    func delegateDeclined(_ form: DelegateForm) {
        declinedForms.insert(form)
        lastCallDeclined = true
    }

    /// The results as a snapshot.
    func makeSnapshot(_ results: SectionedResults, reloaded: [ManagedObject]) -> FetchedResultsSnapshot {
        FetchedResultsSnapshot(
            sections: results.sections.map { FetchedResultsSnapshot.Section(name: $0.name, itemIdentifiers: $0.members.map(\.objectID)) },
            reloadedItemIdentifiers: Set(reloaded.map(\.objectID)))
    }
}
