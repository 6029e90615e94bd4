import CairnSync
import Foundation
import Testing

/// The same note edited on two devices offline, then both online: the outcome per merge policy,
/// as the sync design's acceptance table gives it (A: title TA at 100 ms, body BA at 110 ms;
/// B: body BB at 120 ms; A reconnects first).
@Suite struct TwoDeviceConflictTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        let policy: SyncMergePolicy
        let title: String
        let body: String
        /// The losing values recorded, by property.
        let losers: [String: String]
        var testDescription: String { policy.rawValue }
    }

    static let table: [Expected] = [
        Expected(policy: .latestEdit, title: "TA", body: "BB", losers: ["body": "BA"]),
        Expected(policy: .mergeByPropertyObjectTrump, title: "TA", body: "BB", losers: ["body": "BA"]),
        Expected(policy: .mergeByPropertyStoreTrump, title: "TA", body: "BA", losers: ["body": "BB"]),
        Expected(policy: .error, title: "TA", body: "BA", losers: ["body": "BB"]),
        // B's whole object as B saw it wins: the title it never changed goes back to T0.
        Expected(policy: .overwrite, title: "T0", body: "BB", losers: ["title": "TA", "body": "BA"]),
        // B's push for the note is dropped whole.
        Expected(policy: .rollback, title: "TA", body: "BA", losers: ["body": "BB"]),
    ]

    func run(_ policy: SyncMergePolicy, bFirst: Bool = false, bClockOffset: Int64 = 0) -> TwoDevices {
        var world = TwoDevices(policy: policy)
        world.startSynced()
        world.now += 1_000
        world.edit(\.a, at: 100 + 1_000, "title", "TA")
        world.edit(\.a, at: 110 + 1_000, "body", "BA")
        world.edit(\.b, at: 120 + 1_000, "body", "BB", clockOffset: bClockOffset)
        world.now += 1_000
        if bFirst {
            world.sync(\.b)
            world.sync(\.a)
        } else {
            world.sync(\.a)
            world.sync(\.b)
        }
        world.sync(\.a)
        world.sync(\.b)
        return world
    }

    @Test(arguments: table)
    func bothDevicesAndTheServerAgreeOnThePolicysOutcome(_ expected: Expected) {
        let world = run(expected.policy)
        let outcome: [String: SyncValue] = ["title": .string(expected.title), "body": .string(expected.body)]
        #expect(world.serverNote == outcome)
        #expect(world.note(on: world.a) == outcome)
        #expect(world.note(on: world.b) == outcome)
        #expect(world.a.pending.isEmpty && world.b.pending.isEmpty)
        let conflicts = world.server.conflicts(in: TwoDevices.user)
        var losers: [String: String] = [:]
        for conflict in conflicts {
            if let property = conflict.property, case .string(let value) = conflict.losingValue { losers[property] = value }
        }
        #expect(losers == expected.losers)
        if expected.policy == .error {
            #expect(conflicts.map(\.reason) == [.needsResolution])
        }
    }

    @Test func arrivalOrderDecidesUnderObjectTrumpButNotUnderLatestEdit() {
        let objectTrump = run(.mergeByPropertyObjectTrump, bFirst: true)
        #expect(objectTrump.serverNote?["body"] == .string("BA"), "A arrived last, so A's older edit wins")
        let latest = run(.latestEdit, bFirst: true)
        #expect(latest.serverNote?["body"] == .string("BB"), "B's edit is later, whatever the order")
        #expect(latest.note(on: latest.a) == latest.serverNote)
    }

    @Test func underLatestEditAClockBehindLosesAndTheLossIsRecorded() {
        let world = run(.latestEdit, bClockOffset: -10 * 60 * 1000)
        #expect(world.serverNote == ["title": .string("TA"), "body": .string("BA")])
        let conflict = world.server.conflicts(in: TwoDevices.user).first
        #expect(conflict?.losingValue == .string("BB"))
        #expect(conflict?.losingStamp.device == world.b.device)
    }

    @Test func aClockAnHourAheadIsRefusedWithNothingStoredThenTheEditIsStampedFromTheServersClock() {
        var world = TwoDevices(policy: .latestEdit)
        world.startSynced()
        world.now += 1_000
        world.edit(\.a, at: 1_100, "title", "TA")
        world.edit(\.a, at: 1_110, "body", "BA")
        world.edit(\.b, at: 1_120, "body", "BB", clockOffset: 60 * 60 * 1000)
        world.now += 1_000
        world.sync(\.a)
        world.sync(\.b)
        #expect(world.serverNote == ["title": .string("TA"), "body": .string("BA")])
        #expect(world.b.pending.count == 1, "B's edit is kept")
        #expect(world.b.lastRejection?.contains("ahead of the server's clock") == true)
        #expect(world.server.accepted(in: TwoDevices.user)[world.b.device] == nil)
        // Stamped again from the server's clock (after A's edits, which B has received), the
        // edit goes through on the next push, as the latest.
        #expect(world.b.pending.first.map { $0.stamp.hlc.physical <= HLC.physical(unixMilliseconds: world.now) + 60_000 } == true)
        world.sync(\.b)
        world.sync(\.a)
        #expect(world.b.pending.isEmpty)
        #expect(world.serverNote == ["title": .string("TA"), "body": .string("BB")])
        #expect(world.note(on: world.a) == world.serverNote)
    }

    @Test func aDeleteWinsOverAConcurrentEditAndTheObjectNeverComesBack() {
        var world = TwoDevices(policy: .latestEdit)
        world.startSynced()
        world.a.save([(TwoDevices.note, .delete)], wallMilliseconds: TwoDevices.start + 2_000)
        world.edit(\.b, at: 3_000, "body", "BB")
        world.sync(\.a)
        world.sync(\.b)
        world.sync(\.a)
        #expect(world.serverNote == nil)
        #expect(world.note(on: world.a) == nil)
        #expect(world.note(on: world.b) == nil)
        #expect(world.server.state(of: TwoDevices.user).tombstones[TwoDevices.note] != nil)
        let conflict = world.server.conflicts(in: TwoDevices.user).last
        #expect(conflict?.reason == .deleted)
        #expect(conflict?.losingValue == .string("BB"))
        // An edit after the delete is refused too.
        world.edit(\.b, at: 4_000, "title", "again")
        world.sync(\.b)
        #expect(world.serverNote == nil)
        #expect(world.note(on: world.b) == nil)
    }

    @Test func concurrentCounterAdditionsAllCount() {
        var world = TwoDevices(policy: .mergeByPropertyStoreTrump)
        world.startSynced()
        world.a.save([(TwoDevices.note, .upsert(["views": .add(2)]))], wallMilliseconds: TwoDevices.start + 2_000)
        world.b.save([(TwoDevices.note, .upsert(["views": .add(3)]))], wallMilliseconds: TwoDevices.start + 2_001)
        world.b.save([(TwoDevices.note, .upsert(["views": .add(1)]))], wallMilliseconds: TwoDevices.start + 2_002)
        world.sync(\.a)
        world.sync(\.b)
        world.sync(\.b)  // a push whose result was applied already is a duplicate: counted once
        world.sync(\.a)
        #expect(world.serverNote?["views"] == .int(6))
        #expect(world.note(on: world.a)?["views"] == .int(6))
        #expect(world.note(on: world.b)?["views"] == .int(6))
    }
}
