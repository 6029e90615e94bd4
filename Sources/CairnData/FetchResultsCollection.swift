import Cairn

/// The results of `ModelContext.fetch(_:batchSize:)`, loaded `batchSize` models at a time as you
/// walk them (SwiftData's `FetchResultsCollection`): memory holds one batch, however many match.
///
/// Use it on the context's thread or actor, like the models it returns.
public struct FetchResultsCollection<Element: PersistentModel>: RandomAccessCollection {
    let objects: Cairn.FetchResultsCollection<ManagedObject>

    /// The first position (0).
    public var startIndex: Int { objects.startIndex }
    /// One past the last position.
    public var endIndex: Int { objects.endIndex }

    /// The model at `position`, loading its batch (one query) if needed.
    public subscript(position: Int) -> Element {
        ModelTypeRegistry.model(for: objects[position], as: Element.self)
    }
}
