import Cairn
import CairnFiles
import CairnTestSupport
import Foundation
import Testing

/// Where a container puts its store when given no URL, and what happens when there is no such
/// place. The environment is injected (never the process's: tests run in parallel).
@Suite struct DefaultDirectoryTests {
    /// No `XDG_DATA_HOME`, no `HOME`, no home in the password database.
    private let homeless = XDGEnvironment(variables: ["TMPDIR": "/tmp"], accountHomeDirectory: nil)

    @Test func defaultDirectoryFollowsXDGDataHome() throws {
        let directory = TemporaryDirectory()
        let environment = XDGEnvironment(variables: ["XDG_DATA_HOME": directory.url.path], accountHomeDirectory: nil)
        let url = try PersistentContainer.defaultDirectoryURL(for: "Notes", environment: environment)
        #expect(url.standardizedFileURL.path == directory.url.appendingPathComponent("Notes").standardizedFileURL.path)

        let container = PersistentContainer(name: "Notes", managedObjectModel: SeedModels.articles(), environment: environment)
        #expect(container.persistentStoreDescriptions.first?.url?.lastPathComponent == "Notes.sqlite")
        try container.loadPersistentStores()
        #expect(FileManager.default.fileExists(atPath: url.appendingPathComponent("Notes.sqlite").path))
    }

    @Test func noDirectoryIsAnErrorNamingTheVariablesNeverTmp() throws {
        let error = try #require(throws: CairnError.self) {
            try PersistentContainer.defaultDirectoryURL(for: "Notes", environment: homeless)
        }
        #expect(error.code == .storeOpen)
        #expect(error.message.contains("XDG_DATA_HOME") && error.message.contains("HOME"))
        #expect(error.message.contains("PersistentStoreDescription(url:)"))
        #expect((error.underlyingError as? FilesError)?.code == .noHomeDirectory)
    }

    @Test func containerInitDoesNotTrapAndLoadingThrows() throws {
        let container = PersistentContainer(name: "Notes", managedObjectModel: SeedModels.articles(), environment: homeless)
        #expect(container.persistentStoreDescriptions.count == 1)
        #expect(container.persistentStoreDescriptions[0].url == nil)
        let error = try #require(throws: CairnError.self) { try container.loadPersistentStores() }
        #expect(error.message.contains("XDG_DATA_HOME"))
        #expect(container.persistentStoreCoordinator.persistentStores.isEmpty)
    }

    @Test func aGivenURLNeedsNoDefaultDirectory() throws {
        let directory = TemporaryDirectory()
        let container = PersistentContainer(name: "Notes", managedObjectModel: SeedModels.articles(), environment: homeless)
        container.persistentStoreDescriptions = [PersistentStoreDescription(url: directory.url.appendingPathComponent("Notes.sqlite"))]
        try container.loadPersistentStores()
        #expect(container.persistentStoreCoordinator.persistentStores.count == 1)
    }

    @Test func aNameThatCannotBeADirectoryIsAnError() throws {
        let error = try #require(throws: CairnError.self) {
            try PersistentContainer.defaultDirectoryURL(for: "a/b", environment: XDGEnvironment(variables: ["HOME": "/home/ann"]))
        }
        #expect(error.message.contains("'a/b'"))
        #expect((error.underlyingError as? FilesError)?.code == .invalidName)
    }
}
