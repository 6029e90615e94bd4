import Foundation
import Testing

@testable import Cairn

/// Warnings go through swift-log (label `cairn`, level warning), captured with ``LogCapture``.
@Suite("Xcode model files: warnings and malformed files")
struct XcodeModelDiagnosticsTests {
    /// Runs `body` with warnings captured, and returns those that mention `path` (other suites may
    /// warn at the same time; each file copied into a fresh folder has a path of its own).
    private func warnings(about path: String, during body: () throws -> Void) rethrows -> [String] {
        let entries = try LogCapture.during(body).entries
        return entries.filter { $0.label == "cairn" && $0.level == .warning && $0.message.contains(path) }.map(\.message)
    }

    @Test func unknownElementIsIgnoredWithExactlyOneWarning() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let version = folder.appendingPathComponent("UnknownElement.xcdatamodel")
            try FileManager.default.copyItem(at: XcodeFixtures.url("UnknownElement.xcdatamodel"), to: version)
            let contents = version.appendingPathComponent("contents")
            var model: ManagedObjectModel?
            let messages = try warnings(about: contents.path) { model = try ManagedObjectModel(xcodeModelAt: version) }
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

    @Test func aWarningIsLoggedOncePerProcess() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let file = try XcodeFixtures.writeModel(
                entity: "Gauge",
                body: """
                    <attribute name="reading" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                    <fetchedProperty name="recent" optional="YES"/>
                    """, in: folder)
            let messages = try warnings(about: file.path) {
                _ = try ManagedObjectModel(xcodeModelAt: file)
                _ = try ManagedObjectModel(xcodeModelAt: file)
            }
            #expect(messages.count == 1, "\(messages)")
        }
    }

    @Test func malformedXMLErrorNamesFileAndLine() throws {
        let version = try XcodeFixtures.url("Malformed.xcdatamodel")
        let contents = version.appendingPathComponent("contents")
        let error = try #require(throws: CairnError.self) { try ManagedObjectModel(xcodeModelAt: version) }
        #expect(error.code == .modelFile)
        #expect(error.message.contains(contents.path))
        #expect(error.message.contains("line \(try XcodeFixtures.line(containing: "optional=YES", in: contents))"), "\(error.message)")
        #expect(error.message.contains("column"))
    }

    @Test func fileThatIsNotAModelIsAnError() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let empty = folder.appendingPathComponent("empty.xml")
            try Data().write(to: empty)
            #expect(throws: CairnError.self) { try ManagedObjectModel(xcodeModelAt: empty) }

            let plist = folder.appendingPathComponent("plist.xml")
            try Data("<plist version=\"1.0\"><dict/></plist>".utf8).write(to: plist)
            let error = try #require(throws: CairnError.self) { try ManagedObjectModel(xcodeModelAt: plist) }
            #expect(error.code == .modelFile)
            #expect(error.message.contains("<plist>"))
        }
    }
}
