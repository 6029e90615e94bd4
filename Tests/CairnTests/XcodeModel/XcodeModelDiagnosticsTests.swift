import Foundation
import Synchronization
import Testing
@testable import Cairn

/// Tests that replace the process-wide `CairnLog.handler`: serialized, and each restores it.
@Suite("Xcode model files: warnings and malformed files", .serialized)
struct XcodeModelDiagnosticsTests {
    private final class Collected: Sendable {
        let messages = Mutex<[String]>([])
    }

    /// Runs `body` with warnings captured, and returns those that mention `path` (other suites may
    /// warn at the same time; each file copied into a fresh folder has a path of its own).
    private func warnings(about path: String, during body: () throws -> Void) rethrows -> [String] {
        let collected = Collected()
        let previous = CairnLog.handler
        CairnLog.handler = { message in collected.messages.withLock { $0.append(message) } }
        defer { CairnLog.handler = previous }
        try body()
        return collected.messages.withLock { $0 }.filter { $0.contains(path) }
    }

    @Test func unknownElementIsIgnoredWithExactlyOneWarning() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let version = folder.appendingPathComponent("UnknownElement.xcdatamodel")
            try FileManager.default.copyItem(at: XcodeFixtures.url("UnknownElement.xcdatamodel"), to: version)
            let contents = version.appendingPathComponent("contents")
            var model: ManagedObjectModel?
            let messages = try warnings(about: contents.path) { model = try ManagedObjectModel(contentsOf: version) }
            try #require(messages.count == 1, "\(messages)")
            #expect(messages[0].contains("<fetchedProperty>"))
            #expect(messages[0].contains("line \(try XcodeFixtures.line(containing: "<fetchedProperty", in: contents))"))
            // The rest of the entity is read as usual.
            let loaded = try #require(model)
            try loaded.freeze()
            let employee = try #require(loaded.entitiesByName["Employee"])
            #expect(Set(employee.propertiesByName.keys) == ["name", "rank", "manager", "reports"])
            #expect(employee.relationshipsByName["reports"]?.deleteRule == .noAction)
        }
    }

    @Test func derivedAttributeIsReadWithAWarning() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let file = try XcodeFixtures.writeModel(entity: "Thing", body: """
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="titleLength" optional="YES" attributeType="Integer 64" derived="YES" derivationExpression="title.@length" usesScalarValueType="YES"/>
                """, in: folder)
            var model: ManagedObjectModel?
            let messages = try warnings(about: file.path) { model = try ManagedObjectModel(contentsOf: file) }
            #expect(messages.count == 1 && messages[0].contains("Thing.titleLength"))
            #expect(model?.entitiesByName["Thing"]?.declaredProperties.count == 2)
        }
    }

    @Test func malformedXMLErrorNamesFileAndLine() throws {
        let version = try XcodeFixtures.url("Malformed.xcdatamodel")
        let contents = version.appendingPathComponent("contents")
        let error = try #require(throws: CairnError.self) { try ManagedObjectModel(contentsOf: version) }
        #expect(error.code == .modelFile)
        #expect(error.message.contains(contents.path))
        #expect(error.message.contains("line \(try XcodeFixtures.line(containing: "optional=YES", in: contents))"), "\(error.message)")
        #expect(error.message.contains("column"))
    }

    @Test func fileThatIsNotAModelIsAnError() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let empty = folder.appendingPathComponent("empty.xml")
            try Data().write(to: empty)
            #expect(throws: CairnError.self) { try ManagedObjectModel(contentsOf: empty) }

            let plist = folder.appendingPathComponent("plist.xml")
            try Data("<plist version=\"1.0\"><dict/></plist>".utf8).write(to: plist)
            let error = try #require(throws: CairnError.self) { try ManagedObjectModel(contentsOf: plist) }
            #expect(error.code == .modelFile)
            #expect(error.message.contains("<plist>"))
        }
    }
}
