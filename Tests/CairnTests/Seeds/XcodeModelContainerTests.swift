import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Seeds 000 and 004 load their model by name from the app's bundle: `NSPersistentContainer(name:)`.
@Suite struct XcodeModelContainerTests {
    private var fixtures: Bundle {
        get throws {
            let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            return try #require(Bundle(url: url))
        }
    }

    @Test func containerLoadsTheNamedXcodeModelAndSubclassesWork() throws {
        let directory = TemporaryDirectory()
        let container = PersistentContainer(name: "DogWalk", bundle: try fixtures)
        container.persistentStoreDescriptions = [PersistentStoreDescription(url: directory.url.appendingPathComponent("DogWalk.sqlite"))]
        try container.loadPersistentStores()
        #expect(container.managedObjectModel.entitiesByName.keys.sorted() == ["Dog", "Walk"])
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let dog = Dog(context: context)
            dog.name = "Fido"
            let walk = Walk(context: context)
            walk.date = Date(timeIntervalSinceReferenceDate: 7)
            walk.dog = dog
            try context.save()
            context.reset()
            let fetched = try #require(try context.fetch(Dog.fetchRequest()).first)
            #expect(fetched.name == "Fido")
            #expect((fetched.walks?.firstObject as? Walk)?.date == Date(timeIntervalSinceReferenceDate: 7))
        }
    }
}
