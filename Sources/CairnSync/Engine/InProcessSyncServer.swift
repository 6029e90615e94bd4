import Foundation

/// A sync server inside the process: the server's logic behind an actor, with the wall clock.
/// Devices reach it through ``connection(token:)``.
///
/// With a journal the server holds no state of its own: before each request it reads what the
/// journal gained in the request's partition since it last looked, and it answers a push only
/// once the journal stored it. So a restarted server loses nothing it acknowledged, and several
/// servers on one journal (processes sharing a SQLite file, or instances on one PostgreSQL
/// database) serve the same devices: when two of them accept a push to one partition at once,
/// the journal keeps the first and the other merges its push again on top of it.
public actor InProcessSyncServer {
    private var core: SyncServerCore
    private let journal: (any SyncJournal)?
    private let now: @Sendable () -> Date
    /// Requests on one partition run one at a time (they await the journal in between).
    private var locks = PartitionLocks()
    /// The watches waiting for a change.
    var watchers = PartitionWatchers()
    /// Set by ``closeWatches()``: watches are answered without waiting.
    private var closing = false
    /// Wakes watchers when other servers on the journal accept a transaction.
    private var listener: Task<Void, Never>?
    /// When each partition read from the journal was last used (a running count of requests):
    /// past ``maximumCachedPartitions``, the least recently used are let go, since the journal
    /// holds them.
    private var lastUsed: [UUID: UInt64] = [:]
    private var uses: UInt64 = 0
    /// How many partitions a server with a journal keeps in memory between requests.
    public let maximumCachedPartitions: Int

    /// How many times a push is merged again after other servers took its numbers first.
    static let maximumMergeAttempts = 16

    /// A server merging each entity by its policy (``SyncMergePolicy/latestEdit`` when not named),
    /// keeping its partitions in memory only.
    public init(policies: [String: SyncMergePolicy] = [:], limits: SyncServerCore.Limits = .init(), now: @escaping @Sendable () -> Date = Date.init) {
        core = SyncServerCore(policies: policies, limits: limits)
        journal = nil
        maximumCachedPartitions = .max
        self.now = now
    }

    /// A server that stores every transaction it accepts in `journal` before it answers, and
    /// serves what the journal holds, whoever stored it, keeping up to `maximumCachedPartitions`
    /// partitions in memory between requests.
    public init(
        policies: [String: SyncMergePolicy] = [:], limits: SyncServerCore.Limits = .init(), journal: any SyncJournal,
        maximumCachedPartitions: Int = 1_000, now: @escaping @Sendable () -> Date = Date.init
    ) {
        core = SyncServerCore(policies: policies, limits: limits)
        self.journal = journal
        self.maximumCachedPartitions = max(1, maximumCachedPartitions)
        self.now = now
    }

    /// Lets requests with `token` act as `user`.
    public func register(token: String, user: UUID) {
        core.register(token: token, user: user)
    }

    /// Whether `token` signs a user in.
    public func knows(token: String) -> Bool { core.knows(token: token) }

    /// Handles one request; what it accepts is stored before the answer leaves. A
    /// ``ClientMessage/watch(partition:device:cursor:pending:waitMilliseconds:)`` with nothing new
    /// to answer waits for a transaction in its partition, accepted here or by another server on
    /// the journal, or for its time to run out.
    public func handle(_ message: ClientMessage, token: String) async -> ServerMessage {
        guard case .watch(let partition, _, _, _, let wait) = message, core.user(for: token) == partition else {
            return await answer(message, token: token)
        }
        listenToJournal()
        let deadline = ContinuousClock.now + .milliseconds(min(max(wait, 0), Self.maximumWaitMilliseconds))
        while true {
            let generation = watchers.generation(of: partition)
            let reply = await answer(message, token: token)
            guard case .changes(_, let transactions, let acknowledged) = reply, transactions.isEmpty, acknowledged.isEmpty else { return reply }
            guard ContinuousClock.now < deadline, !Task.isCancelled, !closing else { return reply }
            // A change that came while the answer was read is not waited for.
            guard generation == watchers.generation(of: partition) else { continue }
            // Without word from other servers, look again every second.
            let notified = journal == nil || listener != nil
            await waitForChange(in: partition, until: notified ? deadline : min(deadline, .now + .seconds(1)))
        }
    }

    /// Answers every open watch now (with what there is, usually nothing) and every later watch
    /// without waiting: for a server about to stop, so that its devices' long polls end with an
    /// answer rather than a dropped connection, and the server need not wait for them.
    public func closeWatches() {
        closing = true
        watchers.wakeAll()
    }

    /// The longest a watch waits.
    public static let maximumWaitMilliseconds: Int64 = 60_000

    /// Answers one request once, without waiting.
    private func answer(_ message: ClientMessage, token: String) async -> ServerMessage {
        let partition = message.partition
        // A stranger's or a forbidden request is answered without reading storage.
        guard let journal, core.user(for: token) == partition else {
            let reply = core.handle(message, token: token, wallMilliseconds: wallMilliseconds)
            // In memory only, accepted is final.
            if !core.takeJournal().isEmpty { watchers.advance(partition) }
            return reply
        }
        if !locks.tryLock(partition) {
            await withCheckedContinuation { locks.wait(for: partition, $0) }
        }
        defer { locks.unlock(partition) }
        touch(partition)
        for _ in 0..<Self.maximumMergeAttempts {
            do {
                try await catchUp(partition, from: journal)
            } catch {
                core.forget(partition)
                return .error(.unavailable, "the server cannot read its storage (\(error)): nothing was stored; try again later")
            }
            // Handling and taking the accepted entries happen without a suspension in between,
            // so the entries are this request's only.
            let answer = core.handle(message, token: token, wallMilliseconds: wallMilliseconds)
            let accepted = core.takeJournal()
            guard !accepted.isEmpty else { return answer }
            do {
                try await journal.append(accepted)
                watchers.advance(partition)
                return answer
            } catch is SyncJournalConflict {
                // Another server stored transactions first: read them and merge again.
                core.forget(partition)
            } catch {
                // The answer must not promise what storage did not keep.
                core.forget(partition)
                return .error(.unavailable, "the server could not store the push (\(error)): nothing was stored; push again later")
            }
        }
        return .error(.unavailable, "other servers kept storing pushes to this partition first: nothing was stored; push again later")
    }

    /// Records a use of `partition` (whose lock the caller holds) and lets the least recently
    /// used partitions go once there are too many; partitions with a request under way stay.
    private func touch(_ partition: UUID) {
        uses += 1
        lastUsed[partition] = uses
        guard lastUsed.count > maximumCachedPartitions else { return }
        let excess = lastUsed.count - max(1, maximumCachedPartitions * 9 / 10)
        for (old, _) in lastUsed.sorted(by: { $0.value < $1.value }).prefix(excess) where !locks.isHeld(old) {
            core.forget(old)
            lastUsed[old] = nil
        }
    }

    /// How many partitions the server holds in memory.
    public var cachedPartitions: Int { journal == nil ? core.partitionCount : lastUsed.count }

    /// Suspends until `partition` advances, `deadline` passes or the task is cancelled.
    private func waitForChange(in partition: UUID, until deadline: ContinuousClock.Instant) async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let timer = Task { [weak self] in
                    try? await Task.sleep(until: deadline)
                    await self?.wake(id, in: partition)
                }
                watchers.add(id, in: partition, continuation, timer: timer)
            }
        } onCancel: {
            Task { await self.wake(id, in: partition) }
        }
    }

    private func wake(_ id: UUID, in partition: UUID) {
        watchers.wake(id, in: partition)
    }

    /// Starts taking the journal's word of partitions other servers advanced, once.
    private func listenToJournal() {
        guard listener == nil, let changes = journal?.advancedPartitions() else { return }
        listener = Task { [weak self] in
            for await partition in changes {
                await self?.journalAdvanced(partition)
            }
        }
    }

    private func journalAdvanced(_ partition: UUID) {
        watchers.advance(partition)
    }

    /// Applies what the journal holds after what the server has of `partition`.
    private func catchUp(_ partition: UUID, from journal: any SyncJournal) async throws {
        let entries = try await journal.entries(in: partition, after: core.seq(of: partition))
        for entry in entries where !core.replay(entry) {
            throw SyncError("the journal skips from transaction \(core.seq(of: partition)) to \(entry.transaction.seq) in partition \(partition.uuidString)")
        }
    }

    private var wallMilliseconds: Int64 { Int64(now().timeIntervalSince1970 * 1000) }

    /// How many watches are waiting for a change.
    public var watchCount: Int { watchers.count }

    /// The state of a partition, as this server last read it.
    public func state(of partition: UUID) -> PartitionState { core.state(of: partition) }

    /// The conflicts recorded in a partition, as this server last read it.
    public func conflicts(in partition: UUID) -> [SyncConflict] { core.conflicts(in: partition) }

    /// A transport that sends requests to this server with `token`.
    public nonisolated func connection(token: String) -> some SyncTransport {
        Connection(server: self, token: token)
    }

    private struct Connection: SyncTransport {
        let server: InProcessSyncServer
        let token: String

        func send(_ message: ClientMessage) async throws -> ServerMessage {
            await server.handle(message, token: token)
        }
    }
}
