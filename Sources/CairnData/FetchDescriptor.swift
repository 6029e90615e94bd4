import Foundation

/// What to fetch, in which order, and how much (SwiftData's `FetchDescriptor`).
///
/// ```swift
/// var descriptor = FetchDescriptor<Trip>(
///     predicate: #Predicate { $0.destination.localizedStandardContains("Paris") },
///     sortBy: [SortDescriptor(\.startDate, order: .reverse)])
/// descriptor.fetchLimit = 10
/// let trips = try context.fetch(descriptor)
/// ```
///
/// The predicate and the sort run inside SQLite. A predicate form the store cannot run makes the
/// fetch throw an error naming the expression.
public struct FetchDescriptor<T: PersistentModel> {
    /// Which models to fetch (`nil`: all).
    public var predicate: Predicate<T>?
    /// The order of the results.
    public var sortBy: [SortDescriptor<T>]
    /// The most models to fetch (`nil`: no limit).
    public var fetchLimit: Int?
    /// How many matching models to skip first.
    public var fetchOffset: Int?
    /// Whether unsaved changes of the context count (the default).
    public var includePendingChanges = true
    /// The properties to load at once (the others load when first read).
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Relationships whose models to load with the results.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// Describes a fetch.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// A descriptor can be handed to a model actor (`await store.fetch(descriptor)`), as SwiftData's
/// can.
// Safety: every stored property is a value (a predicate and sort descriptors, which are
// Sendable, numbers, Booleans) or an array of key paths, which are immutable once made.
extension FetchDescriptor: @unchecked Sendable {}
