import Cairn
import Foundation

/// Syncs a container's store with a server: the store's persistent history is the outbox (every
/// local save after the last one sent becomes a pending transaction), and the server's
/// transactions are saved in a context of its own, with ``author`` as transaction author, so the
/// view context and fetched results controllers update through the usual merge path and the
/// engine never sends its own writes back.
///
/// ```swift
/// let engine = try SyncEngine(container: container, configuration: SyncConfiguration(
///     partition: user, entities: ["Note"]), transport: server.connection(token: token))
/// try await engine.sync()          // push what was saved, pull and save what others did
/// ```
///
/// What the engine must remember between runs (cursor, pending transactions, the server's
/// versions) is in a SQLite file beside the store, `<store>.cairnsync.sqlite`, written after
/// each step (only what changed): killed at any point, the next run sends again what the server
/// may not have (it ignores duplicates) and pulls again from the cursor.
public actor SyncEngine {
    /// The transaction author of the engine's saves.
    public static let author = "cairn.sync"

    let container: PersistentContainer
    let configuration: SyncConfiguration
    let transport: any SyncTransport
    let stateStore: SyncStateStore
    /// The confirmed state as the last save stored it: the next save writes what differs.
    var savedConfirmed: PartitionState
    /// The names entities and properties have between devices.
    let names: SyncNames
    /// The model's cascade rules, applied to the synced state.
    let deleteRules: SyncDeleteRules
    /// The counters, by sync names: entity → properties.
    let counters: [String: Set<String>]
    var state: SyncEngineState
    /// The rounds ``start(every:maximumBackoff:)`` runs.
    var schedule: Task<Void, Never>?
    /// Why the last scheduled round failed; `nil` after a round succeeds.
    public internal(set) var lastError: (any Error)?
    /// Taking in local saves and server answers happens one at a time (they await the store).
    private var locks = PartitionLocks()
    /// Called on each side of a store write, for tests that kill the engine there (an error
    /// thrown stops the engine as a killed process would stop).
    package var killPoint: (@Sendable (SyncKillPoint) throws -> Void)?
    /// Sets ``killPoint``.
    package func setKillPoint(_ point: (@Sendable (SyncKillPoint) throws -> Void)?) { killPoint = point }
    /// The observer of local saves while live (``startLive(wait:maximumBackoff:)``).
    var saveObserver: (any NSObjectProtocol)?

    /// Checks that the container can sync and loads what the engine kept from earlier runs.
    ///
    /// - Throws: ``SyncError`` naming the entity or store setting that prevents syncing and what
    ///   to change.
    public init(container: PersistentContainer, configuration: SyncConfiguration, transport: any SyncTransport, device: DeviceID = DeviceID(UUID())) throws {
        try SyncModelCheck.check(container, configuration)
        guard let storeURL = container.persistentStoreDescriptions.first?.url, storeURL.path != "/dev/null" else {
            throw SyncError("sync needs a store file: its state is kept beside it")
        }
        self.container = container
        self.configuration = configuration
        self.transport = transport
        names = SyncNames(model: container.managedObjectModel)
        deleteRules = SyncDeleteRules(model: container.managedObjectModel, names: names, entities: configuration.entities)
        counters = Dictionary(
            configuration.counters.map { [names] entity, properties in
                (names.sync(entity: entity), Set(properties.map { names.sync(property: $0, of: entity) }))
            }, uniquingKeysWith: { $0.union($1) })
        stateStore = try SyncStateStore(url: storeURL.appendingPathExtension("cairnsync.sqlite"))
        let legacyURL = storeURL.appendingPathExtension("cairnsync.json")
        if let stored = try stateStore.load() {
            state = stored
            savedConfirmed = stored.replica.confirmed
        } else if let legacy = try SyncEngineState.legacy(at: legacyURL) {
            // Moved into the state store once; the file goes after the store has it.
            state = legacy
            try stateStore.save(legacy, since: PartitionState())
            savedConfirmed = legacy.replica.confirmed
            try FileManager.default.removeItem(at: legacyURL)
        } else {
            state = SyncEngineState(replica: SyncReplica(device: device, partition: configuration.partition, policies: configuration.policies))
            savedConfirmed = PartitionState()
        }
        state.replica.policies = configuration.policies
        let modelNames = SyncEngine.modelNames(container.managedObjectModel, configuration, names)
        if state.modelNames != modelNames {
            // Written by another model (or by an engine that did not record it): every object
            // once, before anything else.
            let (recorded, cursor, token) = (state.modelNames, state.replica.cursor, state.lastHistoryToken)
            if recorded != nil || cursor > 0 { state.unwritten = .everything(after: token) }
            state.modelNames = modelNames
            try stateStore.save(state, since: savedConfirmed)
        }
    }

    /// This device's identity in sync.
    public var device: DeviceID { state.replica.device }

    /// The local transactions the server has not confirmed yet.
    public var pendingCount: Int { state.replica.pending.count }

    /// The server's last refusal, to show the user.
    public var lastRejection: String? { state.replica.lastRejection }

    /// The local saves the server refused (a value over its size limit, a property whose type
    /// changed), oldest first, each with the reason and what to change. They are set aside so
    /// that later saves still sync, and their edits are gone from the store; fix the cause and
    /// save them again.
    public var refusedTransactions: [RefusedTransaction] { state.replica.refused }

    /// Forgets the refused transactions, once the app has dealt with them.
    public func removeRefusedTransactions() throws {
        state.replica.removeRefused()
        try saveState()
    }

    /// One round: turns new local saves into pending transactions, pushes them, pulls what
    /// happened on the server, and saves it in the store.
    public func sync() async throws {
        try await push()
        // The server answers a page at a time: pull until a page brings nothing new.
        while true {
            let cursor = state.replica.cursor
            let answer = try await exchange(state.replica.pullMessage)
            if case .reset = answer {
                // Started again from the server's state: send the pending changes again.
                try await push()
                continue
            }
            guard case .changes(_, let transactions, _) = answer, !transactions.isEmpty, state.replica.cursor > cursor else { return }
        }
    }

    /// The values merging overwrote in the partition, kept by the server as conflict records,
    /// oldest first, after the first `after` (so an app that keeps count fetches only new ones).
    /// Entities and properties carry their sync names (their renaming identifier when they have
    /// one). To resolve one, save the value you want: it is an edit like any other.
    public func conflicts(after: Int = 0) async throws -> [SyncConflict] {
        let answer = try await transport.send(.conflicts(partition: configuration.partition, after: after))
        switch answer {
        case .conflicts(_, let records): return records
        case .error(let code, let reason): throw Self.refusal(code, reason)
        default: throw SyncError("the server answered a request for conflicts with something else: is it a cairn-sync-server of the same version?")
        }
    }

    /// Turns new local saves into pending transactions and pushes those the server has not
    /// accepted, a page at a time, until none is left or a page changes nothing.
    func push() async throws {
        try await serially { try await collectLocalChanges() }
        while let push = state.replica.pushMessage(within: configuration.limits) {
            try await exchange(push)
            // A page the server neither accepted nor refused (out of order) waits for the next round.
            if state.replica.pushMessage(within: configuration.limits) == push { return }
        }
    }

    /// One watch: what others changed, as soon as they do (at most `wait` later).
    func watch(wait: Duration) async throws {
        let milliseconds = wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000
        try await exchange(state.replica.watchMessage(waitMilliseconds: milliseconds))
    }

    /// Sends a request, takes in the answer and saves what changed in the store.
    @discardableResult
    private func exchange(_ message: ClientMessage) async throws -> ServerMessage {
        let answer = try await transport.send(message)
        if case .error(let code, let reason) = answer { throw Self.refusal(code, reason) }
        try await serially {
            // Local saves made while the request was out are turned into pending transactions
            // first, so that the rebased view includes them.
            try await collectLocalChanges()
            // The state first, with the store write it owes, then the store: killed in between,
            // the next run makes the write (``finishStoreWrite(cascaded:)``). A write the store
            // refuses leaves the state as it was.
            let previous = state
            var next = state
            next.replica.receive(answer, answering: message)
            let (write, cascaded) = storeWrite(from: state.replica.view, to: next.replica.view, owed: state.unwritten)
            next.unwritten = write
            state = next
            try saveState()
            do {
                try await finishStoreWrite(cascaded: cascaded)
            } catch  where !(error is SyncKillPoint.Killed) {
                state = previous
                try saveState()
                throw error
            }
        }
        return answer
    }

    /// The error of a request the server refused.
    private static func refusal(_ code: SyncErrorCode, _ reason: String) -> SyncError {
        SyncError("the server refused the request (\(code.rawValue)): \(reason)")
    }

    /// Runs `body` after the bodies before it finished: answers and local saves are taken in
    /// one at a time, and written to the store in the order they were taken in.
    private func serially(_ body: () async throws -> Void) async throws {
        let key = configuration.partition
        if !locks.tryLock(key) {
            await withCheckedContinuation { locks.wait(for: key, $0) }
        }
        defer { locks.unlock(key) }
        try await body()
    }

    /// Stores the state, writing the confirmed objects that changed since the last save.
    func saveState() throws {
        try stateStore.save(state, since: savedConfirmed)
        savedConfirmed = state.replica.confirmed
    }
}

/// One history transaction, as operations of synced objects.
struct CollectedTransaction: Sendable {
    let operations: [(ObjectKey, SyncChange.Operation)]
    /// The current members of changed many-to-many relationships.
    let memberships: [CollectedMembership]
    let wallMilliseconds: Int64
    let token: PersistentHistoryToken
}
