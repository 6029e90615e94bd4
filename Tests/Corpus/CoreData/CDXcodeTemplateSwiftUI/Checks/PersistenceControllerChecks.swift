import Testing
import CairnCoreData
@testable import CDXcodeTemplateSwiftUI

// Xcode's SwiftUI App template with Core Data, as used by CoolCalendar: `PersistenceController`
// (shared / preview / `inMemory:` through /dev/null) and the `Invite` entity whose class Xcode
// generates ("Class Definition" codegen, no source file). The app's other Core Data use
// (`NotificationCenter.createInvite`, the SwiftUI `@FetchRequest`) is reproduced here.

@MainActor
enum TemplateFixture {
    static func temporaryStoreURL() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("CDXcodeTemplateSwiftUI-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("CoolCalendar.sqlite")
    }

    /// The template's container, on a temporary file instead of the default location.
    static func container(at url: URL) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "CoolCalendar")
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return container
    }
}

@MainActor
@Suite struct PersistenceControllerChecks {
    @Test func anInMemoryControllerStartsEmpty() throws {
        let controller = PersistenceController(inMemory: true)
        #expect(controller.container.name == "CoolCalendar")
        #expect(controller.container.persistentStoreDescriptions.first?.url == URL(fileURLWithPath: "/dev/null"))
        #expect(controller.container.persistentStoreCoordinator.persistentStores.count == 1)
        let request: NSFetchRequest<Invite> = Invite.fetchRequest()
        #expect(try controller.container.viewContext.count(for: request) == 0)
    }

    @Test func thePreviewControllerHoldsOneSavedInvite() throws {
        let context = PersistenceController.preview.container.viewContext
        let request: NSFetchRequest<Invite> = Invite.fetchRequest()
        let invites = try context.fetch(request)
        #expect(invites.count == 1)
        let invite = try #require(invites.first)
        #expect(invite.title == "Fake title")
        #expect(invite.accepted)
        #expect(invite.objectID.isTemporaryID == false)
    }

    @Test func twoInMemoryControllersDoNotShareData() throws {
        let first = PersistenceController(inMemory: true)
        let second = PersistenceController(inMemory: true)
        let invite = Invite(context: first.container.viewContext)
        invite.title = "Only here"
        try first.container.viewContext.save()
        let request: NSFetchRequest<Invite> = Invite.fetchRequest()
        #expect(try second.container.viewContext.count(for: request) == 0)
    }

    @Test func theGeneratedClassHasTheModelsAttributes() throws {
        let context = PersistenceController(inMemory: true).container.viewContext
        let invite = Invite(context: context)
        #expect(invite.entity.name == "Invite")
        #expect(invite.accepted == false)
        #expect(invite.title == nil)
        #expect(invite.start == nil)
        let inserted = NSEntityDescription.insertNewObject(forEntityName: "Invite", into: context)
        #expect(inserted is Invite)
    }

    @Test func createInviteInPerformSavesItAsTheNotificationHandlerDoes() async throws {
        let url = try TemplateFixture.temporaryStoreURL()
        let container = try TemplateFixture.container(at: url)
        let context = container.viewContext
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        await context.perform(schedule: .enqueued) {
            let invite = Invite(context: context)
            invite.title = "Team lunch"
            invite.start = start
            invite.end = start.addingTimeInterval(3600)
            invite.accepted = true
            try? context.save()
        }
        #expect(context.hasChanges == false)

        let reopened = try TemplateFixture.container(at: url)
        let request: NSFetchRequest<Invite> = Invite.fetchRequest()
        let invite = try #require(try reopened.viewContext.fetch(request).first)
        #expect(invite.title == "Team lunch")
        #expect(invite.start == start)
        #expect(invite.end == start.addingTimeInterval(3600))
        #expect(invite.accepted)
    }

    @Test func theContentViewsFetchSortsByStartDate() throws {
        let context = try TemplateFixture.container(at: TemplateFixture.temporaryStoreURL()).viewContext
        for (title, offset) in [("b", 200.0), ("a", 100.0), ("c", 300.0)] {
            let invite = Invite(context: context)
            invite.title = title
            invite.start = Date(timeIntervalSinceReferenceDate: offset)
        }
        try context.save()
        // ContentView: @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Invite.start, ascending: true)])
        let request = NSFetchRequest<Invite>(entityName: "Invite")
        request.sortDescriptors = [NSSortDescriptor(key: "start", ascending: true)]
        #expect(try context.fetch(request).compactMap(\.title) == ["a", "b", "c"])
    }

    @Test func deletingAnInviteRemovesItFromTheStore() throws {
        let context = try TemplateFixture.container(at: TemplateFixture.temporaryStoreURL()).viewContext
        let invite = Invite(context: context)
        invite.title = "Declined"
        try context.save()
        context.delete(invite)
        #expect(invite.isDeleted)
        #expect(context.hasChanges)
        try context.save()
        #expect(try context.count(for: NSFetchRequest<Invite>(entityName: "Invite")) == 0)
    }
}
