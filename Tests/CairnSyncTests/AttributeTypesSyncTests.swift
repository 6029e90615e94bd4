import Cairn
import CairnSync
import CairnTestSupport
import Foundation
import Testing

/// Every attribute type arrives on the other device as it was saved (numbers and Booleans come
/// out of `value(forKey:)` as `NSNumber`, which sync must read as numbers, not as nothing).
@Suite struct AttributeTypesSyncTests {
    let directory = TemporaryDirectory()

    static let model: ManagedObjectModel = {
        ManagedObjectModel {
            EntityDescription(name: "Sample") {
                SyncedNotes.identity()
                AttributeDescription(name: "small", type: .integer16)
                AttributeDescription(name: "medium", type: .integer32)
                AttributeDescription(name: "large", type: .integer64)
                AttributeDescription(name: "ratio", type: .double)
                AttributeDescription(name: "single", type: .float)
                AttributeDescription(name: "flag", type: .boolean)
                AttributeDescription(name: "when", type: .date)
                AttributeDescription(name: "blob", type: .binaryData)
                AttributeDescription(name: "token", type: .uuid)
                AttributeDescription(name: "link", type: .uri)
                AttributeDescription(name: "text", type: .string)
            }
        }
    }()

    static let values: [String: any Sendable] = [
        "small": Int16(-7), "medium": Int32(70_000), "large": Int64(1) << 40, "ratio": 2.5, "single": Float(0.25), "flag": true,
        "when": Date(timeIntervalSince1970: 1_767_225_600), "blob": Data([0, 1, 2, 255]), "token": UUID(uuidString: "00000000-0000-0000-0000-0000000000B0")!,
        "link": URL(string: "https://example.com/a")!, "text": "text",
    ]

    func device(_ name: String, server: InProcessSyncServer) throws -> SyncedNotes.Device {
        try SyncedNotes.Device(directory: directory, name: name, server: server, model: Self.model, entities: ["Sample"])
    }

    @Test func everyAttributeTypeArrivesAsItWasSaved() async throws {
        let server = InProcessSyncServer()
        await server.register(token: "token", user: SyncedNotes.user)
        let a = try device("A", server: server)
        let b = try device("B", server: server)
        try await a.save { context in
            let sample = try SyncedNotes.insert("Sample", in: context)
            for (key, value) in Self.values { sample.setValue(value, forKey: key) }
        }
        try await a.engine.sync()
        try await b.engine.sync()
        let context = b.container.viewContext
        let arrived: [String: String] = try context.performAndWait {
            let sample = try #require(try context.fetch(FetchRequest<ManagedObject>(entityName: "Sample")).first)
            return Dictionary(uniqueKeysWithValues: Self.values.keys.map { ($0, sample.value(forKey: $0).map { "\($0)" } ?? "nil") })
        }
        let expected: [String: String] = [
            "small": "-7", "medium": "70000", "large": "1099511627776", "ratio": "2.5", "single": "0.25", "flag": "1",
            "when": "\(Date(timeIntervalSince1970: 1_767_225_600))", "blob": "4 bytes", "token": "00000000-0000-0000-0000-0000000000B0",
            "link": "https://example.com/a", "text": "text",
        ]
        #expect(arrived == expected)
    }
}
