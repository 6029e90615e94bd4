/// One behaviour ``StoreSpec`` checks a store for: the FeedStore specs that the "Testing your
/// persistence code" article teaches, for any store that keeps one value.
public enum StoreSpecRequirement: String, CaseIterable, Sendable {
    /// Retrieving from an empty store finds nothing.
    case retrieveDeliversNothingOnEmptyStore
    /// Retrieving twice from an empty store finds nothing both times.
    case retrieveHasNoSideEffectsOnEmptyStore
    /// Retrieving after an insert finds the inserted value.
    case retrieveDeliversInsertedValue
    /// Retrieving twice after an insert finds the same value both times.
    case retrieveHasNoSideEffectsOnNonEmptyStore
    /// A second insert replaces the first value.
    case insertOverridesPreviousValue
    /// Deleting from an empty store succeeds and leaves it empty.
    case deleteOnEmptyStoreLeavesItEmpty
    /// Deleting after an insert leaves the store empty.
    case deleteEmptiesPreviouslyInsertedValue
    /// A store opened again at the same location finds the value inserted before: it was written,
    /// not only kept in memory.
    case insertedValueSurvivesReopening
    /// A store opened again at the same location finds nothing after a delete.
    case deleteSurvivesReopening

    /// The requirements a store that keeps nothing beyond its instance (an in-memory or
    /// `/dev/null` store) can meet: all but the reopening ones.
    public static let inMemory: [StoreSpecRequirement] = allCases.filter {
        $0 != .insertedValueSurvivesReopening && $0 != .deleteSurvivesReopening
    }
}
