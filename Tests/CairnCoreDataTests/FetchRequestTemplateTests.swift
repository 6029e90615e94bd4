import CairnCoreData
import CairnTestSupport
import Testing

@Suite("Fetch requests stored in an Xcode model")
struct FetchRequestTemplateTests {
    static let contents = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" systemVersion="22E261" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            <entity name="Venue" representedClassName="NSManagedObject" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <attribute name="price" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
            </entity>
            <fetchRequest name="AllVenues" entity="Venue"/>
            <fetchRequest name="PricedAbove" entity="Venue" predicateString="price &gt; $MIN" fetchLimit="2"/>
        </model>
        """

    @Test("templates keep their entity, predicate and limit; variables are substituted on request")
    @MainActor
    func templates() throws {
        let directory = TemporaryDirectory()
        let folder = directory.file("Venues.xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.contents.utf8).write(to: folder.appendingPathComponent("contents"))
        let model = try #require(NSManagedObjectModel(contentsOf: folder))
        #expect(Set(model.fetchRequestTemplatesByName.keys) == ["AllVenues", "PricedAbove"])
        #expect(model.fetchRequestTemplate(forName: "AllVenues")?.entityName == "Venue")
        #expect(model.fetchRequestTemplate(forName: "Missing") == nil)

        let container = NSPersistentContainer(name: "Venues", managedObjectModel: model)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: directory.file("Venues.sqlite"))]
        container.loadPersistentStores { _, error in #expect(error == nil) }
        let context = container.viewContext
        for (name, price) in [("a", 1), ("b", 5), ("c", 7), ("d", 9)] {
            let venue = NSEntityDescription.insertNewObject(forEntityName: "Venue", into: context)
            venue.setValue(name, forKey: "name")
            venue.setValue(price, forKey: "price")
        }
        try context.save()
        #expect(try context.count(for: try #require(model.fetchRequestTemplate(forName: "AllVenues"))) == 4)
        let above = try #require(model.fetchRequestFromTemplate(withName: "PricedAbove", substitutionVariables: ["MIN": 4]))
        #expect(above.fetchLimit == 2)
        #expect(try context.fetch(above).count == 2)
    }
}
