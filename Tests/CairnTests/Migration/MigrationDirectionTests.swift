import Foundation
import Testing

@testable import Cairn

/// Model versions from Xcode bundles, and migrations that must not run: back to an older model,
/// or dropping data from a store an unknown (newer) model wrote.
@Suite struct MigrationDirectionTests {
    /// A `Notes.xcdatamodeld` bundle with the given versions (name → entity XML), the last current.
    private func bundle(_ versions: [(String, String)], in folder: URL) throws -> URL {
        let bundle = folder.appendingPathComponent("Notes.xcdatamodeld")
        for (name, body) in versions {
            let version = bundle.appendingPathComponent("\(name).xcdatamodel")
            try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
            let xml = XcodeFixtures.modelXML(entity: "Note", body: body)
            try Data(xml.utf8).write(to: version.appendingPathComponent("contents"))
        }
        let current = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>\(versions.last!.0).xcdatamodel</string></dict></plist>
            """
        try Data(current.utf8).write(to: bundle.appendingPathComponent(".xccurrentversion"))
        return bundle
    }

    static let v1 = """
        <attribute name="title" optional="YES" attributeType="String"/>
        <attribute name="body" optional="YES" attributeType="String"/>
        """
    static let v2 = """
        <attribute name="title" optional="YES" attributeType="String"/>
        <attribute name="text" optional="YES" attributeType="String" elementID="body"/>
        <attribute name="views" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
        """
    static let v3 = """
        <attribute name="title" optional="YES" attributeType="String"/>
        <attribute name="text" optional="YES" attributeType="String" elementID="body"/>
        <attribute name="views" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
        <attribute name="pinned" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
        """

    private func fill(_ context: ManagedObjectContext, _ model: ManagedObjectModel) {
        let note = ManagedObject(entity: model.entitiesByName["Note"]!, insertInto: context)
        note.setValue("first", forKey: "title")
        note.setValue("hello", forKey: model.entitiesByName["Note"]!.attributesByName["body"] != nil ? "body" : "text")
    }

    @Test func aStoreOfTheFirstVersionOpensWithTheThird() throws {
        let fixture = MigrationFixture()
        let folder = fixture.directory.url.appendingPathComponent("models")
        let notes = try bundle([("Notes", Self.v1), ("Notes 2", Self.v2), ("Notes 3", Self.v3)], in: folder)
        try fixture.write(try #require(try ManagedObjectModel.versions(in: notes)["Notes"]), fill)
        let current = try ManagedObjectModel(xcodeModelAt: notes)
        #expect(current.versionIdentifier == "Notes 3")
        let container = try fixture.open(current)
        #expect(
            try fixture.rows(container, "Note", ["title", "text", "views", "pinned"]) == [["title": "first", "text": "hello", "views": "0", "pinned": "nil"]])
        let metadata = try PersistentStoreCoordinator.metadataForPersistentStore(type: .sqlite, at: fixture.url)
        #expect(current.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
        #expect(metadata.modelHistory.count == 2)
    }

    @Test func aStoreIsNotMigratedBackToAModelItWasMigratedFrom() throws {
        let fixture = MigrationFixture()
        let folder = fixture.directory.url.appendingPathComponent("models")
        let notes = try bundle([("Notes", Self.v1), ("Notes 2", Self.v2)], in: folder)
        let versions = try ManagedObjectModel.versions(in: notes)
        try fixture.write(versions["Notes"]!, fill)
        fixture.close(try fixture.open(try ManagedObjectModel(xcodeModelAt: notes)))
        let before = try fixture.bytes()
        // The older app's model again (built anew, as a process would).
        let older = try #require(try ManagedObjectModel.versions(in: notes)["Notes"])
        #expect(!older.isConfiguration(withName: nil, compatibleWithStoreMetadata: try SQLiteStore.readMetadata(at: fixture.url)))
        let error = try #require(throws: CairnError.self) { try fixture.open(older) }
        #expect(error.code == .incompatibleModel && error.message.contains("newer"), "\(error.message)")
        #expect(try fixture.bytes() == before)
    }

    @Test func aStoreOfAnUnknownModelIsNotMigratedWhenThatDropsData() throws {
        let fixture = MigrationFixture()
        let folder = fixture.directory.url.appendingPathComponent("models")
        // A newer app (version 3) created the store; the installed app only knows versions 1 and 2.
        let newer = try bundle([("Notes", Self.v1), ("Notes 2", Self.v2), ("Notes 3", Self.v3)], in: folder.appendingPathComponent("new"))
        try fixture.write(try ManagedObjectModel(xcodeModelAt: newer), fill)
        let before = try fixture.bytes()
        let installed = try bundle([("Notes", Self.v1), ("Notes 2", Self.v2)], in: folder.appendingPathComponent("old"))
        let error = try #require(throws: CairnError.self) { try fixture.open(try ManagedObjectModel(xcodeModelAt: installed)) }
        #expect(error.code == .migrationMissingSourceModel && error.message.contains("not a version in Notes.xcdatamodeld"), "\(error.message)")
        #expect(try fixture.bytes() == before)
    }
}
