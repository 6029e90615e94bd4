import Cairn

extension ModelContext {
    /// The models matching `descriptor`, in its order.
    ///
    /// - Throws: ``/Cairn/CairnError`` `.invalidRequest` naming a predicate expression or sort key the
    ///   store cannot run, or a store error.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        ModelTypeRegistry.models(for: try engine.fetch(try engineRequest(descriptor)), as: T.self)
    }

    /// How many models match `descriptor` (its limit and offset count).
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try engine.count(for: try engineRequest(descriptor))
    }

    /// The identifiers of the models matching `descriptor`, without loading the models.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        let request = try engineRequest(descriptor, as: ManagedObjectID.self)
        request.resultType = .managedObjectID
        return try engine.fetch(request).map(PersistentIdentifier.init)
    }

    /// The models matching `descriptor` as a collection that loads `batchSize` of them at a time
    /// (SwiftData's `fetch(_:batchSize:)`); the context's unsaved changes are not included.
    ///
    /// - Throws: what ``fetch(_:)`` throws.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> FetchResultsCollection<T> {
        precondition(batchSize > 0, "fetch(_:batchSize:) needs a batchSize above 0.")
        return FetchResultsCollection(models: try engine.fetch(try engineRequest(descriptor), batchSize: batchSize))
    }

    /// The identifiers of the models matching `descriptor`, as a collection that loads
    /// `batchSize` of them at a time (SwiftData's `fetchIdentifiers(_:batchSize:)`); the
    /// context's unsaved changes are not included.
    ///
    /// - Throws: what ``fetch(_:)`` throws.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> FetchResultsCollection<PersistentIdentifier> {
        precondition(batchSize > 0, "fetchIdentifiers(_:batchSize:) needs a batchSize above 0.")
        return FetchResultsCollection(identifiers: try fetchIdentifiers(descriptor))
    }

    /// Calls `block` with each model matching `descriptor`, loading `batchSize` at a time and
    /// releasing each batch's unchanged models before the next, so memory stays flat however many
    /// models match. Save first: unsaved changes of the context are not included.
    ///
    /// - Parameters:
    ///   - descriptor: which models, in which order.
    ///   - batchSize: how many models are loaded at a time.
    ///   - allowEscapingMutations: SwiftData's flag. Cairn never discards changes the block
    ///     makes: changed models stay in the context (and in memory) until it saves, whichever the
    ///     value.
    ///   - block: called with each model, in order.
    /// - Throws: what the fetch or `block` throws.
    public func enumerate<T: PersistentModel>(
        _ descriptor: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false,
        block: (T) throws -> Void
    ) throws {
        for model in try fetch(descriptor, batchSize: batchSize) { try block(model) }
    }

    /// The engine request for a descriptor.
    func engineRequest<T: PersistentModel, R: FetchRequestResult>(_ descriptor: FetchDescriptor<T>, as result: R.Type = ManagedObject.self) throws
        -> FetchRequest<R>
    {
        let request = FetchRequest<R>(entityName: Schema.entityName(T.self))
        if let predicate = descriptor.predicate { request.predicate = try TypedPredicateTranslator.translate(predicate) }
        request.sortKeys = try sortKeys(descriptor.sortBy)
        request.fetchLimit = descriptor.fetchLimit ?? 0
        request.fetchOffset = descriptor.fetchOffset ?? 0
        request.includesPendingChanges = descriptor.includePendingChanges
        // SwiftData returns models with their values loaded, not faults.
        request.returnsObjectsAsFaults = false
        if !descriptor.propertiesToFetch.isEmpty {
            request.propertiesToFetch = try descriptor.propertiesToFetch.map { FetchProperty.keyPath(try propertyName($0, T.self, "propertiesToFetch")) }
        }
        request.relationshipKeyPathsForPrefetching = try descriptor.relationshipKeyPathsForPrefetching.map {
            try propertyName($0, T.self, "relationshipKeyPathsForPrefetching")
        }
        return request
    }

    /// The sort keys of `SortDescriptor`s over model key paths.
    func sortKeys<T: PersistentModel>(_ descriptors: [SortDescriptor<T>]) throws -> [SortKey] {
        try descriptors.map { descriptor in
            guard let keyPath = descriptor.keyPath else {
                throw CairnError(.invalidRequest, "A SortDescriptor<\(T.self)> without a key path cannot be run by the store; sort by a persisted property.")
            }
            let name = try propertyName(keyPath, T.self, "sortBy")
            // SwiftData sorts strings with `.localizedStandard` unless told otherwise, ignoring
            // case ("apple" before "Zebra"); Foundation on Linux has no such comparator to tell.
            let valueType = type(of: keyPath).valueType
            let isText = valueType == String.self || valueType == String?.self
            return SortKey(name, ascending: descriptor.order == .forward, caseInsensitive: isText)
        }
    }

    private func propertyName<T: PersistentModel>(_ keyPath: AnyKeyPath, _ type: T.Type, _ use: String) throws -> String {
        guard let name = KeyPathNames.name(of: keyPath, in: type) else {
            throw CairnError(.invalidRequest, "The \(use) key path \(keyPath) of FetchDescriptor<\(T.self)> is not a persisted property of \(T.self).")
        }
        return name
    }
}
