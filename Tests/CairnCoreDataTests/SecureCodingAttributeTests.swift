import CairnCoreData
import CairnTestSupport
import Testing

/// A class of the app's own, kept in a transformable attribute (Core Data's usual pattern).
final class Palette: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    let colors: [String]

    init(colors: [String]) { self.colors = colors }

    func encode(with coder: NSCoder) { coder.encode(colors.map { NSString(string: $0) } as NSArray, forKey: "colors") }

    init?(coder: NSCoder) {
        guard let colors = coder.decodeObject(of: [NSArray.self, NSString.self], forKey: "colors") as? [NSString] else { return nil }
        self.colors = colors.map { $0 as String }
    }
}

final class PaletteTransformer: NSSecureUnarchiveFromDataTransformer {
    override class var allowedTopLevelClasses: [AnyClass] { [Palette.self] }
}

final class Theme: NSManagedObject {
    @Managed var name: String
    @Managed var palette: Palette?
}

@Suite("Transformable attributes typed with an NSSecureCoding class")
struct SecureCodingAttributeTests {
    static let model: NSManagedObjectModel = {
        ValueTransformer.setValueTransformer(PaletteTransformer(), forName: NSValueTransformerName("PaletteTransformer"))
        let theme = NSEntityDescription()
        theme.name = "Theme"
        theme.managedObjectClassName = NSStringFromClass(Theme.self)
        let palette = NSAttributeDescription()
        palette.name = "palette"
        palette.attributeType = .transformableAttributeType
        palette.valueTransformerName = "PaletteTransformer"
        palette.isOptional = true
        theme.properties = [Stack.attribute("name", .stringAttributeType, optional: false), palette]
        let model = NSManagedObjectModel()
        model.entities = [theme]
        return model
    }()

    @Test("the object is stored through the transformer and read back in a new context")
    @MainActor
    func roundTrip() throws {
        let directory = TemporaryDirectory()
        let container = NSPersistentContainer(name: "Themes", managedObjectModel: Self.model)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: directory.file("Themes.sqlite"))]
        container.loadPersistentStores { _, error in #expect(error == nil) }
        let theme = Theme(context: container.viewContext)
        theme.name = "Dusk"
        theme.palette = Palette(colors: ["#112233", "#445566"])
        try container.viewContext.save()

        let reader = container.newBackgroundContext()
        try reader.performAndWait {
            let fetched = try #require(try reader.fetch(NSFetchRequest<Theme>(entityName: "Theme")).first)
            #expect(fetched.palette?.colors == ["#112233", "#445566"])
            fetched.palette = nil
            try reader.save()
        }
        container.viewContext.refreshAllObjects()
        #expect(theme.palette == nil)
    }
}
