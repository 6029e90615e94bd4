import Cairn

/// Which history transactions to fetch or delete (SwiftData's `HistoryDescriptor`).
///
/// ```swift
/// let descriptor = HistoryDescriptor<DefaultHistoryTransaction>(predicate: #Predicate { $0.token > lastToken })
/// let transactions = try context.fetchHistory(descriptor)
/// ```
public struct HistoryDescriptor<T: HistoryTransaction> {
    /// Which transactions (`nil`: all); evaluated on each transaction.
    public var predicate: Predicate<T>?
    /// The order (default: oldest first).
    public var sortBy: [SortDescriptor<T>]
    /// The most transactions to return (0: no limit).
    public var fetchLimit = 0

    /// Describes transactions.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

extension ModelContext {
    /// The store's history transactions matching `descriptor`, oldest first. The container's store
    /// records history (as SwiftData's does).
    ///
    /// - Throws: ``/Cairn/CairnError`` if the history cannot be read, or what the predicate throws;
    ///   `.invalidRequest` for a transaction type other than ``DefaultHistoryTransaction`` (the
    ///   only one a Cairn store records, as SwiftData's default store).
    public func fetchHistory<T: HistoryTransaction>(_ descriptor: HistoryDescriptor<T>) throws -> [T] {
        try Self.defaultHistory(descriptor) { try fetchDefaultHistory($0) }
    }

    /// Deletes the history transactions matching `descriptor` (SwiftData's `deleteHistory`).
    ///
    /// The store deletes history from its start up to a token, as Core Data's does: the matching
    /// transactions must be the oldest ones (`#Predicate { $0.token < token }` or
    /// `$0.timestamp < date`).
    ///
    /// - Throws: ``/Cairn/CairnError`` `.invalidRequest` when the matching transactions are not the
    ///   oldest ones, naming the first one kept before a matching one.
    public func deleteHistory<T: HistoryTransaction>(_ descriptor: HistoryDescriptor<T>) throws {
        _ = try Self.defaultHistory(descriptor) { descriptor -> [DefaultHistoryTransaction] in
            try deleteDefaultHistory(descriptor)
            return []
        }
    }

    /// Runs `body` for a descriptor of ``DefaultHistoryTransaction``s; throws for another type.
    private static func defaultHistory<T: HistoryTransaction>(
        _ descriptor: HistoryDescriptor<T>, _ body: (HistoryDescriptor<DefaultHistoryTransaction>) throws -> [DefaultHistoryTransaction]
    ) throws -> [T] {
        guard let defaults = descriptor as? HistoryDescriptor<DefaultHistoryTransaction> else {
            throw CairnError(
                .invalidRequest,
                "A Cairn store records DefaultHistoryTransaction history only; \(T.self) transactions come from a custom data store, which Cairn does not offer. Use HistoryDescriptor<DefaultHistoryTransaction>."
            )
        }
        return try body(defaults).compactMap { $0 as? T }
    }

    private func fetchDefaultHistory(_ descriptor: HistoryDescriptor<DefaultHistoryTransaction>) throws -> [DefaultHistoryTransaction] {
        guard let result = try engine.execute(PersistentHistoryChangeRequest.fetchHistory(after: nil as PersistentHistoryToken?)) as? PersistentHistoryResult
        else { return [] }
        var transactions = result.transactions.map(DefaultHistoryTransaction.init)
        if let predicate = descriptor.predicate { transactions = try transactions.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { transactions.sort(using: descriptor.sortBy) }
        if descriptor.fetchLimit > 0 { transactions = Array(transactions.prefix(descriptor.fetchLimit)) }
        return transactions
    }

    /// ``ModelContext/deleteHistory(_:)`` for the default transactions.
    private func deleteDefaultHistory(_ descriptor: HistoryDescriptor<DefaultHistoryTransaction>) throws {
        var all = descriptor
        all.predicate = nil
        all.fetchLimit = 0
        all.sortBy = []
        let transactions = try fetchDefaultHistory(all)
        let matching = try transactions.map { try descriptor.predicate?.evaluate($0) ?? true }
        guard let end = matching.firstIndex(of: false) ?? (matching.isEmpty ? nil : matching.count) else { return }
        if let stray = matching[end...].firstIndex(of: true) {
            throw CairnError(
                .invalidRequest,
                "deleteHistory deletes the oldest transactions up to a token; transaction \(transactions[end].token) is kept but the later \(transactions[stray].token) matches. Delete with a predicate on the token or the timestamp (for example #Predicate { $0.token < token })."
            )
        }
        guard end > 0 else { return }
        // Before the first kept transaction; when every one matched, before the next number (a
        // transaction saved meanwhile is after it and stays).
        let last = transactions[end - 1].token.token
        let bound =
            end < transactions.count
            ? transactions[end].token.token
            : PersistentHistoryToken(storeIdentifier: last.storeIdentifier, transactionNumber: last.transactionNumber + 1)
        _ = try engine.execute(PersistentHistoryChangeRequest.deleteHistory(before: bound))
    }
}
