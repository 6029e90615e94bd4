import CairnSync
import Foundation

/// Two devices of one user and a server, exchanging messages by hand: the seed's "same note
/// edited on two devices offline" scenario, step by step.
struct TwoDevices {
    static let user = UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!
    static let note = ObjectKey(entity: "Note", id: UUID(uuidString: "00000000-0000-0000-0000-00000000000E")!)
    /// 2026-01-01T00:00:00Z, in Unix milliseconds: the start of the simulated day.
    static let start: Int64 = 1_767_225_600_000

    /// A replica of the user's partition on device `number` (its UUID ends in the number).
    static func replica(_ number: Int) -> SyncReplica {
        SyncReplica(device: DeviceID(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!), partition: user)
    }

    var server: SyncServerCore
    var a: SyncReplica
    var b: SyncReplica
    var now = TwoDevices.start

    init(policy: SyncMergePolicy) {
        server = SyncServerCore(policies: ["Note": policy])
        server.register(token: "token", user: Self.user)
        // A's identifier sorts before B's, so ties would go to B.
        a = SyncReplica(device: DeviceID(UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!), partition: Self.user, policies: ["Note": policy])
        b = SyncReplica(device: DeviceID(UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!), partition: Self.user, policies: ["Note": policy])
    }

    /// Both devices synced with the note {title: T0, body: B0}.
    mutating func startSynced() {
        a.save([(Self.note, .upsert(["title": .set(.string("T0")), "body": .set(.string("B0"))]))], wallMilliseconds: now)
        sync(\.a)
        sync(\.b)
    }

    /// One device pushes its pending transactions, then pulls.
    mutating func sync(_ device: WritableKeyPath<TwoDevices, SyncReplica>) {
        if let push = self[keyPath: device].pushMessage {
            self[keyPath: device].receive(server.handle(push, token: "token", wallMilliseconds: now), answering: push)
        }
        self[keyPath: device].receive(server.handle(self[keyPath: device].pullMessage, token: "token", wallMilliseconds: now))
    }

    /// A device saves one edit of the note `milliseconds` after the start, by its own clock.
    mutating func edit(_ device: WritableKeyPath<TwoDevices, SyncReplica>, at milliseconds: Int64, _ property: String, _ value: String, clockOffset: Int64 = 0)
    {
        self[keyPath: device].save([(Self.note, .upsert([property: .set(.string(value))]))], wallMilliseconds: Self.start + milliseconds + clockOffset)
    }

    /// The note's values as a device shows them.
    func note(on device: SyncReplica) -> [String: SyncValue]? {
        device.view.objects[Self.note]?.values
    }

    /// The note's values on the server.
    var serverNote: [String: SyncValue]? {
        server.state(of: Self.user).objects[Self.note]?.values
    }
}
