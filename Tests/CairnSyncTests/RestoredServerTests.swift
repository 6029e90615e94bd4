import CairnSync
import Foundation
import Testing

/// A server restored from an older backup: devices whose cursors are ahead of it are told to start
/// again from its state (never a crash), number their pending transactions from where it is, and
/// everything converges.
@Suite struct RestoredServerTests {
    @Test func aCursorAheadOfThePartitionGetsItsWholeStateNotACrash() {
        var world = TwoDevices(policy: .latestEdit)
        world.startSynced()
        for cursor: Int64 in [2, 4, .max] {
            let answer = world.server.handle(
                .pull(partition: TwoDevices.user, device: world.a.device, cursor: cursor, pending: []), token: "token", wallMilliseconds: world.now)
            guard case .reset(_, let snapshot) = answer else {
                Issue.record("expected a reset for cursor \(cursor) on a partition at 1, got \(answer)")
                continue
            }
            #expect(snapshot.asOfSeq == 1)
            #expect(snapshot.objects[TwoDevices.note]?.values == ["title": .string("T0"), "body": .string("B0")])
        }
        let watch = world.server.handle(
            .watch(partition: TwoDevices.user, device: world.a.device, cursor: 9, pending: [], waitMilliseconds: 1_000), token: "token",
            wallMilliseconds: world.now)
        guard case .reset = watch else {
            Issue.record("expected a reset for a watch ahead of the partition, got \(watch)")
            return
        }
    }

    @Test func devicesStartAgainFromARestoredServerAndConverge() {
        var world = TwoDevices(policy: .latestEdit)
        world.startSynced()
        let backup = world.server
        world.edit(\.a, at: 1_000, "title", "TA")
        world.sync(\.a)
        world.edit(\.a, at: 2_000, "body", "BA")
        world.sync(\.a)
        #expect(world.a.cursor == 3)
        // The server is restored: it forgot A's transactions 2 and 3 (A's numbers 2 and 3).
        world.server = backup
        world.edit(\.a, at: 3_000, "title", "TA2")
        world.sync(\.a)  // the push is out of order, the pull resets
        world.sync(\.a)  // the pending edit goes out under the number the server expects
        world.sync(\.b)
        #expect(world.a.pending.isEmpty)
        #expect(world.a.cursor == world.server.seq(of: TwoDevices.user))
        #expect(world.note(on: world.a) == world.serverNote)
        #expect(world.note(on: world.b) == world.serverNote)
        #expect(world.serverNote?["title"] == .string("TA2"))
        #expect(world.a.lastRejection?.contains("restored from an older backup") == true)
    }
}
