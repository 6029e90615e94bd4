import Cairn

/// The results of `ModelContext.fetch(_:batchSize:)`, loaded `batchSize` models at a time as you
/// walk them (SwiftData's `FetchResultsCollection`): memory holds one batch, however many match.
/// `fetchIdentifiers(_:batchSize:)` gives one of ``PersistentIdentifier``s.
///
/// Use it on the context's thread or actor, like the models it returns.
public struct FetchResultsCollection<Element>: RandomAccessCollection {
    /// How many elements there are.
    let total: Int
    /// The element at a position (loading its batch of models if needed).
    let element: (Int) -> Element

    /// The first position (0).
    public var startIndex: Int { 0 }
    /// One past the last position.
    public var endIndex: Int { total }

    /// The element at `position`, loading its batch (one query) if needed.
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < total, "Index \(position) is out of range for \(total) fetched results.")
        return element(position)
    }
}

extension FetchResultsCollection where Element: PersistentModel {
    /// The models of `objects`, loaded a batch at a time.
    init(models objects: Cairn.FetchResultsCollection<ManagedObject>) {
        self.init(total: objects.count) { ModelTypeRegistry.model(for: objects[$0], as: Element.self) }
    }
}

extension FetchResultsCollection where Element == PersistentIdentifier {
    /// Identifiers already fetched (all of them: an identifier is small, and needs no row).
    init(identifiers: [PersistentIdentifier]) {
        self.init(total: identifiers.count) { identifiers[$0] }
    }
}
