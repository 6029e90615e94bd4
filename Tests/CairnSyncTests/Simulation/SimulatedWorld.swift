import CairnSync
import Foundation

/// N devices of one user and a server, driven by one seeded generator: edits, pushes, pulls,
/// messages delivered late, out of order, twice or never, devices cut off and killed, clocks
/// skewed, the server's log compacted. The invariants are checked after every step, and at the
/// end, once the network is healed and every device has synced, the replicas must agree.
struct SimulatedWorld {
    static let user = UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!
    static let entities = ["Note": SyncMergePolicy.latestEdit, "Tag": .mergeByPropertyObjectTrump]

    var random: SplitMix64
    var server = SyncServerCore(policies: entities)
    var clients: [SyncReplica]
    var offline: [Bool]
    var clockSkew: [Int64]
    var network: [Envelope] = []
    var now: Int64 = TwoDevices.start
    /// Every transaction any device saved, by device and number: the oracle's input.
    var saved: [DeviceID: [Int64: LocalTransaction]] = [:]
    /// The highest cursor each device has reached, to check that none goes back.
    var highestCursor: [Int64]
    var steps = 0

    init(seed: UInt64, devices: Int) {
        random = SplitMix64(seed: seed)
        server.register(token: "token", user: Self.user)
        clients = (0..<devices).map { index in
            SyncReplica(
                device: DeviceID(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index + 1))!), partition: Self.user, policies: Self.entities)
        }
        offline = Array(repeating: false, count: devices)
        highestCursor = Array(repeating: 0, count: devices)
        var random = self.random
        clockSkew = (0..<devices).map { _ in Int64.random(in: -600_000...120_000, using: &random) }
        self.random = random
    }

    // MARK: Running

    /// Runs `count` random steps, checking the invariants after each.
    mutating func run(steps count: Int) throws {
        for _ in 0..<count {
            step()
            try checkInvariants()
        }
    }

    mutating func step() {
        steps += 1
        now += Int64.random(in: 0...50, using: &random)
        let client = Int.random(in: 0..<clients.count, using: &random)
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30: edit(client)
        case 30..<45: sendSync(client)
        case 45..<75: deliver()
        case 75..<80: if !network.isEmpty { network.remove(at: Int.random(in: 0..<network.count, using: &random)) }
        case 80..<84: if let copy = network.randomElement(using: &random) { network.append(copy) }
        case 84..<90: offline[client].toggle()
        case 90..<93: network.removeAll { $0.client == client }  // killed: what was in flight to and from it is gone
        case 93..<95: server.compact(Self.user, through: Int64.random(in: 0...server.state(of: Self.user).seq, using: &random))
        default: now += Int64.random(in: 0...2_000, using: &random)
        }
    }

    /// Heals the network and syncs every device until all agree (or `rounds` runs out).
    mutating func quiesce(rounds: Int = 20) {
        offline = offline.map { _ in false }
        network.removeAll()
        for _ in 0..<rounds {
            for client in clients.indices {
                // A device syncing sends its push, then its pull: delivered in order once healed.
                for message in [clients[client].pushMessage, clients[client].pullMessage].compactMap({ $0 }) {
                    clients[client].receive(server.handle(message, token: "token", wallMilliseconds: now))
                }
            }
            now += 1_000
            if clients.allSatisfy({ $0.pending.isEmpty && $0.cursor == server.state(of: Self.user).seq }) { return }
        }
    }

    // MARK: Workload

    mutating func edit(_ client: Int) {
        let view = clients[client].view
        var operations: [(ObjectKey, SyncChange.Operation)] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let entity = random.chance(70) ? "Note" : "Tag"
            let known = view.objects.keys.filter { $0.entity == entity }.sorted()
            let key: ObjectKey
            if known.isEmpty || random.chance(20) {
                key = ObjectKey(
                    entity: entity, id: UUID(uuidString: String(format: "%08X-0000-0000-0000-%012d", Int.random(in: 0...0xFFFF, using: &random), steps))!)
            } else {
                key = known.randomElement(using: &random)!
            }
            guard !operations.contains(where: { $0.0 == key }) else { continue }
            if !known.isEmpty, known.contains(key), random.chance(8) {
                operations.append((key, .delete))
            } else if random.chance(25) {
                operations.append((key, .upsert(["count": .add(Int64.random(in: 1...5, using: &random))])))
            } else {
                let property = ["title", "body"].randomElement(using: &random)!
                operations.append((key, .upsert([property: .set(.string("\(property)-\(client)-\(steps)"))])))
            }
        }
        guard !operations.isEmpty else { return }
        let transaction = clients[client].save(operations, wallMilliseconds: now + clockSkew[client])
        saved[clients[client].device, default: [:]][transaction.deviceSeq] = transaction
    }

    mutating func sendSync(_ client: Int) {
        guard !offline[client] else { return }
        if let push = clients[client].pushMessage { network.append(Envelope(client: client, direction: .toServer(push))) }
        network.append(Envelope(client: client, direction: .toServer(clients[client].pullMessage)))
    }

    /// Delivers a message chosen at random: the network reorders freely.
    mutating func deliver() {
        guard !network.isEmpty else { return }
        let envelope = network.remove(at: Int.random(in: 0..<network.count, using: &random))
        guard !offline[envelope.client] else { return }
        switch envelope.direction {
        case .toServer(let message):
            let answer = server.handle(message, token: "token", wallMilliseconds: now)
            network.append(Envelope(client: envelope.client, direction: .toClient(answer)))
        case .toClient(let message):
            clients[envelope.client].receive(message)
        }
    }
}
