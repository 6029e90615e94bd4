import Testing
import CairnCoreData
@testable import CDDATAStack

// What a user of DATAStack expects: a main context fed by background contexts whose saves are
// merged into it, a disposable context that never reaches the store, dictionary-result requests
// through `execute(_:with:)`, `drop()` deleting the SQLite files.

@MainActor
enum DATAFixture {
    static let code = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Code")
    static let model: NSManagedObjectModel? = try? NSManagedObjectModel(contentsOf: code.appendingPathComponent("ModelGroup.xcdatamodeld"))

    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("CDDATAStack-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `DATAStack(modelName:bundle:storeType:storeName:containerURL:)` finds `ModelGroup.momd` in the bundle;
    /// fail rather than let it build an empty model.
    static func sqliteStack(in directory: URL) throws -> DATAStack {
        let bundle = try #require(Bundle(path: code.path))
        try #require(bundle.url(forResource: "ModelGroup", withExtension: "momd") != nil, "DATAStack looks the model up as ModelGroup.momd")
        return DATAStack(modelName: "ModelGroup", bundle: bundle, storeType: .sqLite, storeName: "ModelGroup", containerURL: directory)
    }

    static func insertUser(_ name: String, id: Int, in context: NSManagedObjectContext) throws {
        let user = NSEntityDescription.insertNewObject(forEntityName: "User", into: context)
        user.setValue(NSNumber(value: id), forKey: "remoteID")
        user.setValue(name, forKey: "name")
        try context.save()
    }

    static func userNames(in context: NSManagedObjectContext) throws -> [String] {
        let request = NSFetchRequest<NSManagedObject>(entityName: "User")
        request.sortDescriptors = [NSSortDescriptor(key: "remoteID", ascending: true)]
        return try context.fetch(request).compactMap { $0.value(forKey: "name") as? String }
    }

    static func waitUntil(_ condition: () throws -> Bool) async throws {
        for _ in 0..<300 where try !condition() {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
    }
}

@MainActor
@Suite struct DATAStackChecks {
    @Test func anInMemoryStackFromAModelSavesAndFetches() throws {
        let stack = DATAStack(model: try #require(DATAFixture.model), storeType: .inMemory)
        #expect(stack.mainContext.concurrencyType == .mainQueueConcurrencyType)
        #expect(stack.viewContext === stack.mainContext)
        try DATAFixture.insertUser("Joshua Ivanof", id: 1, in: stack.mainContext)
        #expect(try DATAFixture.userNames(in: stack.mainContext) == ["Joshua Ivanof"])
    }

    @Test func aSQLiteStackWritesItsFileAndANewStackReadsIt() async throws {
        let directory = try DATAFixture.directory()
        do {
            let stack = try DATAFixture.sqliteStack(in: directory)
            try DATAFixture.insertUser("First", id: 1, in: stack.mainContext)
            // The main context's save is pushed to the writer context, which saves to the store.
            try await DATAFixture.waitUntil { FileManager.default.fileExists(atPath: directory.appendingPathComponent("ModelGroup.sqlite").path) }
            try await Task.sleep(nanoseconds: 200_000_000)
        }
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("ModelGroup.sqlite").path))
        let reopened = try DATAFixture.sqliteStack(in: directory)
        #expect(try DATAFixture.userNames(in: reopened.mainContext) == ["First"])
    }

    @Test func aBackgroundContextsSaveIsMergedIntoTheMainContext() async throws {
        let stack = DATAStack(model: try #require(DATAFixture.model), storeType: .inMemory)
        let background = stack.newBackgroundContext()
        #expect(background.name == "DATAStack.backgroundContextName")
        background.performAndWait {
            try? DATAFixture.insertUserOffMain("Background", id: 2, in: background)
        }
        try await DATAFixture.waitUntil { try DATAFixture.userNames(in: stack.mainContext) == ["Background"] }
        #expect(try DATAFixture.userNames(in: stack.mainContext) == ["Background"])
    }

    @Test func performInNewBackgroundContextRunsTheOperation() async throws {
        let stack = DATAStack(model: try #require(DATAFixture.model), storeType: .inMemory)
        let ran = Flag()
        stack.performInNewBackgroundContext { context in
            try? DATAFixture.insertUserOffMain("In block", id: 3, in: context)
            ran.set()
        }
        try await DATAFixture.waitUntil { ran.isSet }
        #expect(ran.isSet)
        try await DATAFixture.waitUntil { try DATAFixture.userNames(in: stack.mainContext).contains("In block") }
        #expect(try DATAFixture.userNames(in: stack.mainContext) == ["In block"])
    }

    @Test func aDisposableContextNeverReachesTheStore() throws {
        let stack = DATAStack(model: try #require(DATAFixture.model), storeType: .inMemory)
        let disposable = stack.newDisposableMainContext()
        let user = NSEntityDescription.insertNewObject(forEntityName: "User", into: disposable)
        user.setValue("Temporary", forKey: "name")
        try disposable.save()  // the stack resets the context when it is about to save
        #expect(try DATAFixture.userNames(in: stack.mainContext).isEmpty)
    }

    @Test func aDictionaryResultRequestThroughExecute() throws {
        let stack = DATAStack(model: try #require(DATAFixture.model), storeType: .inMemory)
        try DATAFixture.insertUser("A", id: 1, in: stack.mainContext)
        try DATAFixture.insertUser("B", id: 2, in: stack.mainContext)
        let request = NSFetchRequest<NSDictionary>(entityName: "User")
        request.resultType = .dictionaryResultType
        request.propertiesToFetch = ["name"]
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        let result = try stack.execute(request, with: stack.mainContext) as? [NSDictionary]
        #expect(result?.compactMap { $0["name"] as? String } == ["A", "B"])
    }

    @Test func dropDeletesTheSQLiteFiles() async throws {
        let directory = try DATAFixture.directory()
        let stack = try DATAFixture.sqliteStack(in: directory)
        try DATAFixture.insertUser("Gone", id: 1, in: stack.mainContext)
        let path = directory.appendingPathComponent("ModelGroup.sqlite").path
        try await DATAFixture.waitUntil { FileManager.default.fileExists(atPath: path) }
        let dropped = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            stack.drop { error in continuation.resume(returning: error == nil) }
        }
        #expect(dropped)
        #expect(FileManager.default.fileExists(atPath: path) == false)
    }
}

extension DATAFixture {
    nonisolated static func insertUserOffMain(_ name: String, id: Int, in context: NSManagedObjectContext) throws {
        let user = NSEntityDescription.insertNewObject(forEntityName: "User", into: context)
        user.setValue(NSNumber(value: id), forKey: "remoteID")
        user.setValue(name, forKey: "name")
        try context.save()
    }
}

final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}
