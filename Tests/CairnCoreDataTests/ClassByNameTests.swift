import CairnCoreData
import CairnTestSupport
import Testing

// Classes named only in the model, unqualified as Xcode writes `representedClassName`; no test
// uses them by type before the model loads (a cast does not bind a class).
final class NamedVenue: NSManagedObject {
    @Managed var name: String?
    @Managed var events: Set<NamedEvent>
}

final class NamedEvent: NSManagedObject {
    @Managed var title: String?
    @Managed var venue: NamedVenue?
}

@Suite("Classes named in an Xcode model")
struct ClassByNameTests {
    static let contents = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" systemVersion="22E261" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            <entity name="NamedVenue" representedClassName="NamedVenue" syncable="YES" codeGenerationType="class">
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="events" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="NamedEvent" inverseName="venue" inverseEntity="NamedEvent"/>
            </entity>
            <entity name="NamedEvent" representedClassName=".NamedEvent" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
                <relationship name="venue" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="NamedVenue" inverseName="events" inverseEntity="NamedVenue"/>
            </entity>
        </model>
        """

    /// The model as SwiftPM ships a target's resources: in `Package_Target.resources`.
    static func model(in directory: TemporaryDirectory) throws -> NSManagedObjectModel {
        let folder = directory.file("Tests_CairnCoreDataTests.resources/Venues.xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: folder.appendingPathComponent("contents"))
        return try #require(NSManagedObjectModel(contentsOf: folder))
    }

    static func container(_ model: NSManagedObjectModel, _ url: URL) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Venues", managedObjectModel: model)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        var failure: Error?
        container.loadPersistentStores { _, error in failure = error }
        if let failure { throw failure }
        return container
    }

    @Test("objects are the named class from the first insert, and after a relaunch")
    @MainActor
    func boundWhenTheModelLoads() throws {
        let directory = try TemporaryDirectory()
        let model = try Self.model(in: directory)
        let url = directory.file("Venues.sqlite")
        let context = try Self.container(model, url).viewContext
        let venue = NSEntityDescription.insertNewObject(forEntityName: "NamedVenue", into: context) as? NamedVenue
        let event = NSEntityDescription.insertNewObject(forEntityName: "NamedEvent", into: context) as? NamedEvent
        #expect(venue != nil && event != nil, "insertNewObject gives the classes the model names")
        venue?.name = "Hall"
        event?.title = "Concert"
        event?.venue = venue
        try context.save()

        // A new launch: another container, untyped requests, a relationship read.
        let relaunched = try Self.container(model, url).viewContext
        let venues = try relaunched.fetch(NSFetchRequest<NSManagedObject>(entityName: "NamedVenue"))
        let fetched = try #require(venues.first as? NamedVenue)
        #expect(fetched.events.compactMap { $0 as NamedEvent? }.map(\.title) == ["Concert"])
        let events = fetched.value(forKey: "events") as? Set<NSManagedObject> ?? []
        #expect(events.allSatisfy { $0 is NamedEvent })
    }
}
