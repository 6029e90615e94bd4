import CairnData
import CairnSync
import CairnTestSupport
import Foundation
import Testing

@Model final class Memo {
    @Attribute(.unique, .preserveValueOnDeletion) var id: UUID
    var text: String

    init(text: String) {
        id = UUID()
        self.text = text
    }
}

/// SwiftData code syncs the same way: a `ModelContainer` per device, models inserted and saved
/// through a `ModelContext`.
@Suite struct SwiftDataSyncTests {
    let directory = TemporaryDirectory()
    let user = UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!

    @Test func aModelSavedOnOneDeviceArrivesInTheOthersModelContext() async throws {
        let server = InProcessSyncServer()
        await server.register(token: "token", user: user)
        func device(_ name: String) throws -> (ModelContainer, SyncEngine) {
            let container = try ModelContainer(for: Memo.self, configurations: ModelConfiguration(url: directory.file("\(name).store")))
            let engine = try SyncEngine(modelContainer: container, partition: user, models: [Memo.self], transport: server.connection(token: "token"))
            return (container, engine)
        }
        let (a, engineA) = try device("A")
        let (b, engineB) = try device("B")
        let context = ModelContext(a)
        context.insert(Memo(text: "call the vet"))
        try context.save()
        try await engineA.sync()
        try await engineB.sync()
        let texts = try ModelContext(b).fetch(FetchDescriptor<Memo>()).map(\.text)
        #expect(texts == ["call the vet"])
    }
}
