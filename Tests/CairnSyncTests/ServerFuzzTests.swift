import CairnSync
import Foundation
import Testing

/// The server core takes any request a signed-in client can send (cursors, numbers, waits,
/// stamps, names and values at their extremes, in any order) without crashing, and its state stays
/// consistent. 20,000 requests here; `CAIRN_SYNC_FUZZ_REQUESTS=1000000` for the long run.
@Suite struct ServerFuzzTests {
    @Test func randomRequestsNeverCrashTheServer() throws {
        let count = ProcessInfo.processInfo.environment["CAIRN_SYNC_FUZZ_REQUESTS"].flatMap(Int.init) ?? 20_000
        var random = SplitMix64(seed: 7)
        var server = SyncServerCore()
        let user = TwoDevices.user
        server.register(token: "token", user: user)
        let devices = (1...3).map { DeviceID(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", $0))!) }
        var answers = 0
        for _ in 0..<count {
            let message = Self.message(partition: random.chance(95) ? user : UUID(), devices: devices, random: &random)
            let answer = server.handle(message, token: random.chance(98) ? "token" : "stolen", wallMilliseconds: TwoDevices.start &+ Self.number(&random))
            if case .error = answer {} else { answers += 1 }
            #expect(server.state(of: user).checksum == server.state(of: user).recomputedChecksum)
        }
        #expect(answers > count / 2, "most requests were well formed")
        #expect(server.seq(of: user) > 0, "some pushes were accepted")
    }

    /// An integer from the interesting ones: small, negative, at the limits.
    static func number(_ random: inout SplitMix64) -> Int64 {
        let picks: [Int64] = [0, 1, 2, 3, -1, .max, .min, .max - 1, Int64(Int32.max), Int64.random(in: -10...50, using: &random)]
        return picks[Int.random(in: 0..<picks.count, using: &random)]
    }

    static func message(partition: UUID, devices: [DeviceID], random: inout SplitMix64) -> ClientMessage {
        let device = devices[Int.random(in: 0..<devices.count, using: &random)]
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            return .pull(
                partition: partition, device: device, cursor: number(&random), pending: (0..<Int.random(in: 0...3, using: &random)).map { _ in number(&random) }
            )
        case 1:
            return .watch(partition: partition, device: device, cursor: number(&random), pending: [number(&random)], waitMilliseconds: number(&random))
        case 2:
            return .conflicts(partition: partition, after: Int(number(&random)))
        default:
            let transactions = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                transaction(device: random.chance(90) ? device : devices[0], random: &random)
            }
            return .push(partition: partition, device: device, transactions: transactions)
        }
    }

    static func transaction(device: DeviceID, random: inout SplitMix64) -> LocalTransaction {
        let hlc =
            random.chance(80)
            ? HLC(physical: HLC.physical(unixMilliseconds: TwoDevices.start), counter: UInt16.random(in: 0 ... .max, using: &random))
            : HLC(rawValue: random.next())
        let changes = (0..<Int.random(in: 0...3, using: &random)).map { _ -> SyncChange in
            let key = ObjectKey(
                entity: ["Note", "", "Folder"][Int.random(in: 0..<3, using: &random)],
                id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", Int.random(in: 0..<5, using: &random)))!)
            let values: [SyncValue] = [
                .null, .int(number(&random)), .double(.nan), .double(-.infinity), .string(""), .bool(true), .date(.infinity),
                .data(Data(count: Int.random(in: 0..<3, using: &random))), .uuid(UUID()), .reference(key),
            ]
            let name = ["title", "", "likes", "tags→Tag/00000000-0000-0000-0000-000000000001"][Int.random(in: 0..<4, using: &random)]
            let edit: PropertyEdit = random.chance(20) ? .add(number(&random)) : .set(values[Int.random(in: 0..<values.count, using: &random)])
            return SyncChange(key: key, operation: random.chance(15) ? .delete : .upsert([name: edit]), baseSeq: number(&random))
        }
        return LocalTransaction(deviceSeq: number(&random), stamp: SyncStamp(hlc: hlc, device: device), changes: changes)
    }
}
