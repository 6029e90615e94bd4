import CairnSync
import Foundation
import Testing

/// The server core refuses what it must, stores nothing when it does, and applies each pushed
/// transaction once, in the device's order.
@Suite struct ServerTests {
    let user = UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!
    let other = UUID(uuidString: "00000000-0000-0000-0000-0000000000BB")!
    let device = DeviceID(UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!)
    let key = ObjectKey(entity: "Note", id: UUID(uuidString: "00000000-0000-0000-0000-00000000000E")!)
    let now = TwoDevices.start

    func server() -> SyncServerCore {
        var server = SyncServerCore()
        server.register(token: "user", user: user)
        server.register(token: "other", user: other)
        return server
    }

    func transaction(_ number: Int64, title: String, at milliseconds: Int64 = 0) -> LocalTransaction {
        var clock = HybridLogicalClock()
        let stamp = SyncStamp(hlc: clock.tick(wallMilliseconds: now + milliseconds + number), device: device)
        return LocalTransaction(
            deviceSeq: number, stamp: stamp, changes: [SyncChange(key: key, operation: .upsert(["title": .set(.string(title))]), baseSeq: 0)])
    }

    @Test func anUnknownTokenReadsAndStoresNothing() {
        var server = server()
        let answer = server.handle(.push(partition: user, device: device, transactions: [transaction(1, title: "x")]), token: "stolen", wallMilliseconds: now)
        guard case .error(.unauthorized, let message) = answer else {
            Issue.record("expected unauthorized, got \(answer)")
            return
        }
        #expect(message.contains("sign in again"))
        #expect(server.state(of: user).objects.isEmpty)
    }

    @Test func aUserNeitherReadsNorWritesAnotherUsersPartition() {
        var server = server()
        _ = server.handle(.push(partition: user, device: device, transactions: [transaction(1, title: "mine")]), token: "user", wallMilliseconds: now)
        let write = server.handle(
            .push(partition: user, device: device, transactions: [transaction(2, title: "theirs")]), token: "other", wallMilliseconds: now)
        let read = server.handle(.pull(partition: user, device: device, cursor: 0, pending: []), token: "other", wallMilliseconds: now)
        for answer in [write, read] {
            guard case .error(.forbidden, let message) = answer else {
                Issue.record("expected forbidden, got \(answer)")
                continue
            }
            #expect(message.contains("nothing was read or stored"))
        }
        #expect(server.state(of: user).objects[key]?.values == ["title": .string("mine")])
        #expect(server.state(of: other).objects.isEmpty)
    }

    @Test func aReplayedPushIsAppliedOnce() {
        var server = server()
        let push = ClientMessage.push(partition: user, device: device, transactions: [transaction(1, title: "once")])
        let first = server.handle(push, token: "user", wallMilliseconds: now)
        let again = server.handle(push, token: "user", wallMilliseconds: now)
        #expect(first == .pushResult(partition: user, results: [1: .applied(1)]))
        #expect(again == .pushResult(partition: user, results: [1: .duplicate(1)]))
        #expect(server.state(of: user).seq == 1)
    }

    @Test func aTransactionAfterAGapWaitsForTheOnesBeforeIt() {
        var server = server()
        let answer = server.handle(
            .push(partition: user, device: device, transactions: [transaction(2, title: "second")]), token: "user", wallMilliseconds: now)
        #expect(answer == .pushResult(partition: user, results: [2: .outOfOrder(expected: 1)]))
        #expect(server.state(of: user).objects.isEmpty)
    }

    @Test func oversizedValuesAndPushesAreRefusedWithTheirSize() {
        var limits = SyncServerCore.Limits()
        limits.maximumValueBytes = 16
        limits.maximumTransactionsPerPush = 2
        var server = SyncServerCore(limits: limits)
        server.register(token: "user", user: user)
        let big = server.handle(
            .push(partition: user, device: device, transactions: [transaction(1, title: String(repeating: "x", count: 17))]), token: "user",
            wallMilliseconds: now)
        guard case .pushResult(_, let results) = big, case .rejected(let reason) = results[1] else {
            Issue.record("expected a rejection, got \(big)")
            return
        }
        #expect(reason.contains("Note/") && reason.contains("17 bytes, more than 16"))
        let many = server.handle(
            .push(partition: user, device: device, transactions: (1...3).map { transaction($0, title: "t") }), token: "user", wallMilliseconds: now)
        #expect(many == .error(.badRequest, "a push holds 3 transactions, more than 2: push in smaller batches"))
        #expect(server.state(of: user).seq == 0)
    }

    @Test func aTransactionStampedByAnotherDeviceIsRefused() {
        var server = server()
        let forged = LocalTransaction(deviceSeq: 1, stamp: SyncStamp(hlc: HLC(physical: 1, counter: 0), device: DeviceID(UUID())), changes: [])
        let answer = server.handle(.push(partition: user, device: device, transactions: [forged]), token: "user", wallMilliseconds: now)
        guard case .pushResult(_, let results) = answer, case .rejected(let reason) = results[1] else {
            Issue.record("expected a rejection, got \(answer)")
            return
        }
        #expect(reason.contains("stamped by another device"))
    }

    @Test func aCursorOlderThanTheLogCatchesUpFromStateToTheSameState() {
        var server = server()
        var early = SyncReplica(device: DeviceID(UUID(uuidString: "00000000-0000-0000-0000-0000000000C0")!), partition: user)
        var late = SyncReplica(device: device, partition: user)
        let second = ObjectKey(entity: "Note", id: UUID(uuidString: "00000000-0000-0000-0000-00000000000F")!)
        early.save([(key, .upsert(["title": .set(.string("one"))]))], wallMilliseconds: now)
        early.receive(server.handle(early.pushMessage!, token: "user", wallMilliseconds: now))
        late.receive(server.handle(late.pullMessage, token: "user", wallMilliseconds: now))
        #expect(late.cursor == 1)
        early.save([(key, .upsert(["title": .set(.string("two"))])), (second, .upsert(["title": .set(.string("new"))]))], wallMilliseconds: now + 1)
        early.save([(key, .delete)], wallMilliseconds: now + 2)
        early.receive(server.handle(early.pushMessage!, token: "user", wallMilliseconds: now))
        server.compact(user, through: 3)
        let answer = server.handle(late.pullMessage, token: "user", wallMilliseconds: now)
        guard case .snapshot = answer else {
            Issue.record("expected a snapshot for a cursor before the log, got \(answer)")
            return
        }
        late.receive(answer)
        #expect(late.confirmed == server.state(of: user))
        #expect(late.view.objects[key] == nil)
        #expect(late.view.objects[second]?.values == ["title": .string("new")])
        #expect(late.confirmed.checksum == late.confirmed.recomputedChecksum)
    }
}
