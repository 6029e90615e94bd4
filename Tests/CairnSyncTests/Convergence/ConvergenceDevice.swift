import Cairn
import CairnSync
import CairnTestSupport
import Foundation

/// A device of the convergence suite: a SQLite store with history and the real engine, which can
/// be killed (its engine dropped, as when the process dies) and started again on the same files.
final class ConvergenceDevice {
    let name: String
    let id: DeviceID
    let container: PersistentContainer
    private let server: InProcessSyncServer
    private let storeURL: URL
    private(set) var engine: SyncEngine

    init(name: String, id: DeviceID, directory: TemporaryDirectory, server: InProcessSyncServer) throws {
        self.name = name
        self.id = id
        self.server = server
        container = try SyncedNotes.container(name, in: directory, model: ConvergenceModel.model)
        storeURL = directory.file("\(name).sqlite")
        engine = try Self.engine(container, id, server)
    }

    private static func engine(_ container: PersistentContainer, _ id: DeviceID, _ server: InProcessSyncServer) throws -> SyncEngine {
        try SyncEngine(
            container: container,
            configuration: SyncConfiguration(partition: SyncedNotes.user, entities: ConvergenceModel.entities, counters: ConvergenceModel.counters),
            transport: server.connection(token: "token"), device: id)
    }

    /// Makes one random save, as the app would.
    func save(seed: UInt64) async throws -> ConvergenceWorkload.Outcome {
        let context = container.newBackgroundContext()
        return try await context.perform { try ConvergenceWorkload.save(in: context, seed: seed) }
    }

    /// Kills the engine and starts a new one on the same store and state.
    func restart() throws {
        engine = try Self.engine(container, id, server)
    }

    /// A round whose process dies on one side of a store write (the state saved, the store not
    /// written yet; or the store written, the state not saying so); the engine starts again on
    /// what it had stored.
    func syncKilled(at point: SyncKillPoint) async throws {
        await engine.setKillPoint { if $0 == point { throw SyncKillPoint.Killed() } }
        try? await engine.sync()
        engine = try Self.engine(container, id, server)
    }

    /// Every synced object in the store, described so that two stores compare equal exactly when
    /// they hold the same objects with the same values, bit for bit, and the same relationships.
    func contents() async throws -> [String: String] {
        let context = container.newBackgroundContext()
        return try await context.perform { try ConvergenceDevice.contents(in: context) }
    }

    private static func contents(in context: ManagedObjectContext) throws -> [String: String] {
        var contents: [String: String] = [:]
        for entity in ConvergenceModel.entities.sorted() {
            for object in try context.fetch(FetchRequest<ManagedObject>(entityName: entity)) {
                guard let id = object.value(forKey: "id") as? UUID else { continue }
                contents["\(entity)/\(id.uuidString)"] = describe(object)
            }
        }
        return contents
    }

    private static func describe(_ object: ManagedObject) -> String {
        var parts: [String] = []
        for (name, attribute) in object.entity.attributesByName.sorted(by: { $0.key < $1.key }) where name != "id" {
            parts.append("\(name)=\(describe(value: object.value(forKey: name), attribute.attributeType))")
        }
        for (name, relationship) in object.entity.relationshipsByName.sorted(by: { $0.key < $1.key }) {
            let targets: [ManagedObject] =
                relationship.isToMany
                ? (object.value(forKey: name) as? NSSet)?.allObjects.compactMap { $0 as? ManagedObject } ?? []
                : [object.value(forKey: name) as? ManagedObject].compactMap { $0 }
            parts.append("\(name)=[\(targets.compactMap { ($0.value(forKey: "id") as? UUID)?.uuidString }.sorted().joined(separator: ","))]")
        }
        return parts.joined(separator: " ")
    }

    private static func describe(value: Any?, _ kind: AttributeType) -> String {
        switch value {
        case nil: return "nil"
        case let date as Date: return "date:\(String(date.timeIntervalSinceReferenceDate.bitPattern, radix: 16))"
        case let data as Data: return "data:\(data.count):\(data.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 })"
        case let number as NSNumber:
            switch kind {
            case .double, .float: return "double:\(String(number.doubleValue.bitPattern, radix: 16))"
            case .boolean: return "bool:\(number.boolValue)"
            default: return "integer:\(number.int64Value)"
            }
        case let value?: return "\(type(of: value)):\(value)"
        }
    }
}
