import Foundation
import Testing

@testable import Cairn

@Suite("Xcode model files: choosing the version")
struct XcodeModelLocationTests {
    @Test func loadsTheVersionNamedByXCCurrentVersion() throws {
        let bundle = try XcodeFixtures.url("Notebook.xcdatamodeld")
        let current = try XcodeFixtures.currentVersionName(ofBundle: bundle)
        let model = try ManagedObjectModel(xcodeModelAt: bundle)
        #expect(model.versionIdentifier == current)

        let versions = try ManagedObjectModel.versions(in: bundle)
        let expected = try #require(versions[current])
        #expect(model.entities.map(\.name) == expected.entities.map(\.name))
        let others = versions.filter { $0.key != current }.values
        #expect(!others.isEmpty)
        for other in others {
            #expect(other.entities.map(\.name) != model.entities.map(\.name))
        }
    }

    @Test func versionsListsEveryVersionFolderByName() throws {
        let bundle = try XcodeFixtures.url("Notebook.xcdatamodeld")
        let folders = try FileManager.default.contentsOfDirectory(atPath: bundle.path).filter { $0.hasSuffix(".xcdatamodel") }
        let versions = try ManagedObjectModel.versions(in: bundle)
        #expect(Set(versions.keys) == Set(folders.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }))
        for (name, model) in versions {
            #expect(model.versionIdentifier == name)
        }
    }

    @Test func singleVersionBundleWithoutCurrentVersionFileLoadsThatVersion() throws {
        let bundle = try XcodeFixtures.url("DogWalk.xcdatamodeld")
        #expect(!FileManager.default.fileExists(atPath: bundle.appendingPathComponent(".xccurrentversion").path))
        let folders = try FileManager.default.contentsOfDirectory(atPath: bundle.path).filter { $0.hasSuffix(".xcdatamodel") }
        try #require(folders.count == 1)
        let model = try ManagedObjectModel(xcodeModelAt: bundle)
        #expect(model.versionIdentifier == URL(fileURLWithPath: folders[0]).deletingPathExtension().lastPathComponent)
        #expect(!model.entities.isEmpty)
    }

    @Test func loadsAVersionFolderOrItsContentsFileDirectly() throws {
        let folder = try XcodeFixtures.url("DogWalk.xcdatamodeld/DogWalk.xcdatamodel")
        let fromBundle = try ManagedObjectModel(xcodeModelAt: folder.deletingLastPathComponent())
        let fromFolder = try ManagedObjectModel(xcodeModelAt: folder)
        let fromContents = try ManagedObjectModel(xcodeModelAt: folder.appendingPathComponent("contents"))
        for model in [fromFolder, fromContents] {
            #expect(model.entities.map(\.name) == fromBundle.entities.map(\.name))
            #expect(model.versionIdentifier == folder.deletingPathExtension().lastPathComponent)
        }
    }

    @Test func contentsFileOutsideAVersionFolderHasNoVersionIdentifier() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("Loose.xml")
            try FileManager.default.copyItem(at: XcodeFixtures.url("DogWalk.xcdatamodeld/DogWalk.xcdatamodel/contents"), to: file)
            #expect(try ManagedObjectModel(xcodeModelAt: file).versionIdentifier == nil)
            #expect(try Array(ManagedObjectModel.versions(in: file).keys) == ["Loose"])
        }
    }

    @Test func severalVersionsWithoutCurrentVersionFileIsAnError() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let bundle = folder.appendingPathComponent("Notebook.xcdatamodeld")
            try FileManager.default.copyItem(at: XcodeFixtures.url("Notebook.xcdatamodeld"), to: bundle)
            try FileManager.default.removeItem(at: bundle.appendingPathComponent(".xccurrentversion"))
            let error = try #require(throws: CairnError.self) { try ManagedObjectModel(xcodeModelAt: bundle) }
            #expect(error.code == .modelFile)
            #expect(error.message.contains(bundle.path))
            #expect(error.message.contains(".xccurrentversion"))
            for name in try ManagedObjectModel.versions(in: bundle).keys {
                #expect(error.message.contains(name))
            }
        }
    }

    @Test func currentVersionFileNamingAMissingVersionIsAnError() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let bundle = folder.appendingPathComponent("Notebook.xcdatamodeld")
            try FileManager.default.copyItem(at: XcodeFixtures.url("Notebook.xcdatamodeld"), to: bundle)
            let plist = try PropertyListSerialization.data(fromPropertyList: ["_XCCurrentVersionName": "Gone.xcdatamodel"], format: .xml, options: 0)
            try plist.write(to: bundle.appendingPathComponent(".xccurrentversion"))
            let error = try #require(throws: CairnError.self) { try ManagedObjectModel(xcodeModelAt: bundle) }
            #expect(error.code == .modelFile)
            #expect(error.message.contains("Gone.xcdatamodel"))
        }
    }

    @Test func missingPathOrContentsFileIsAnError() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let missing = folder.appendingPathComponent("Nowhere.xcdatamodeld")
            let notFound = try #require(throws: CairnError.self) { try ManagedObjectModel(xcodeModelAt: missing) }
            #expect(notFound.code == .modelFile)
            #expect(notFound.message.contains(missing.path))

            let oldFormat = folder.appendingPathComponent("Old.xcdatamodel")
            try FileManager.default.createDirectory(at: oldFormat, withIntermediateDirectories: true)
            let noContents = try #require(throws: CairnError.self) { try ManagedObjectModel(xcodeModelAt: oldFormat) }
            #expect(noContents.code == .modelFile)
            #expect(noContents.message.contains("contents"))
        }
    }
}
