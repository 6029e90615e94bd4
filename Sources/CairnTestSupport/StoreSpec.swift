import Foundation

/// A reusable specification for your own store: the FeedStore-spec pattern, where one suite of
/// behaviours runs against every implementation of a store boundary (a Cairn store, a file, a
/// fake), so that they are interchangeable.
///
/// Describe how to open your store at a location and how to insert, retrieve and delete its
/// value; ``verify(_:file:line:)`` checks each ``StoreSpecRequirement`` on a fresh location and
/// throws one ``TestFailure`` that lists every requirement the store does not meet.
///
/// ```swift
/// @Test func noteStoreMeetsTheSpec() async throws {
///     let spec = StoreSpec(
///         sample: ["milk"], other: ["eggs", "flour"],
///         open: { url in try NoteStore(storeURL: url) },
///         insert: { store, titles in try await store.insert(titles) },
///         retrieve: { store in try await store.retrieve() },
///         delete: { store in try await store.deleteAll() }
///     )
///     try await spec.verify()
/// }
/// ```
public struct StoreSpec<Store, Value: Equatable> {
    let sample: Value
    let other: Value
    let open: (URL) async throws -> Store
    let insert: (Store, Value) async throws -> Void
    let retrieve: (Store) async throws -> Value?
    let delete: (Store) async throws -> Void

    /// Describes a store to the spec.
    ///
    /// - Parameters:
    ///   - sample: A value to insert.
    ///   - other: A second value, different from `sample`, for the replacement checks.
    ///   - open: Opens the store at a file URL in a fresh directory; called again with the same
    ///     URL for the reopening checks.
    ///   - insert: Inserts a value, replacing what the store held.
    ///   - retrieve: The store's value, or `nil` when it holds none.
    ///   - delete: Removes the store's value.
    public init(
        sample: Value, other: Value,
        open: @escaping (URL) async throws -> Store,
        insert: @escaping (Store, Value) async throws -> Void,
        retrieve: @escaping (Store) async throws -> Value?,
        delete: @escaping (Store) async throws -> Void
    ) {
        precondition(sample != other, "StoreSpec needs two different values to tell a replacement from no change")
        self.sample = sample
        self.other = other
        self.open = open
        self.insert = insert
        self.retrieve = retrieve
        self.delete = delete
    }

    /// Checks every requirement in `requirements`, each on a new location, and throws a
    /// ``TestFailure`` naming each one the store fails, with what it found.
    public func verify(
        _ requirements: [StoreSpecRequirement] = StoreSpecRequirement.allCases,
        file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        var failures: [String] = []
        for requirement in requirements {
            let directory = TemporaryDirectory(prefix: "cairn-store-spec")
            do {
                if let failure = try await check(requirement, at: directory.file("store.sqlite")) {
                    failures.append("\(requirement.rawValue): \(failure)")
                }
            } catch {
                failures.append("\(requirement.rawValue): threw \(error)")
            }
        }
        guard failures.isEmpty else {
            throw TestFailure(
                "the store fails \(failures.count) of \(requirements.count) requirements:\n" + failures.joined(separator: "\n"), file: file, line: line)
        }
    }

    /// What the store did wrong for `requirement`, or `nil` when it met it.
    private func check(_ requirement: StoreSpecRequirement, at url: URL) async throws -> String? {
        let store = try await open(url)
        switch requirement {
        case .retrieveDeliversNothingOnEmptyStore:
            return expect(try await retrieve(store), nil)
        case .retrieveHasNoSideEffectsOnEmptyStore:
            _ = try await retrieve(store)
            return expect(try await retrieve(store), nil, "on the second retrieve")
        case .retrieveDeliversInsertedValue:
            try await insert(store, sample)
            return expect(try await retrieve(store), sample)
        case .retrieveHasNoSideEffectsOnNonEmptyStore:
            try await insert(store, sample)
            _ = try await retrieve(store)
            return expect(try await retrieve(store), sample, "on the second retrieve")
        case .insertOverridesPreviousValue:
            try await insert(store, sample)
            try await insert(store, other)
            return expect(try await retrieve(store), other)
        case .deleteOnEmptyStoreLeavesItEmpty:
            try await delete(store)
            return expect(try await retrieve(store), nil)
        case .deleteEmptiesPreviouslyInsertedValue:
            try await insert(store, sample)
            try await delete(store)
            return expect(try await retrieve(store), nil)
        case .insertedValueSurvivesReopening:
            try await insert(store, sample)
            return expect(try await retrieve(try await open(url)), sample, "in a store opened again")
        case .deleteSurvivesReopening:
            try await insert(store, sample)
            try await delete(store)
            return expect(try await retrieve(try await open(url)), nil, "in a store opened again")
        }
    }

    private func expect(_ found: Value?, _ expected: Value?, _ context: String = "") -> String? {
        guard found != expected else { return nil }
        let describe = { (value: Value?) in value.map { "\($0)" } ?? "nothing" }
        return "found \(describe(found)) where \(describe(expected)) was expected" + (context.isEmpty ? "" : " \(context)")
    }
}
