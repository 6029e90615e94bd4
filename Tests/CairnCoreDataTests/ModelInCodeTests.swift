import CairnCoreData
import Testing

/// Building a model the Core Data way yields the engine's own types, resolved as Core Data does.
@Suite @MainActor struct ModelInCodeTests {
    @Test func descriptionsConfiguredPropertyByPropertyFormAModel() throws {
        let container = try Stack.container()
        let model = container.managedObjectModel
        let note = try #require(model.entitiesByName["Note"])
        // Core Data: `properties` lists what was set; relationships resolve their destination
        // and inverse by object.
        #expect(note.properties.map(\.name) == ["title", "body", "priority", "created", "tags", "steps"])
        let tags = try #require(note.relationshipsByName["tags"])
        #expect(tags.destinationEntity?.name == "Tag")
        #expect(tags.inverseRelationship?.name == "notes")
        #expect(tags.isToMany)
        #expect(note.attributesByName["title"]?.attributeType == .stringAttributeType)
        #expect(note.attributesByName["title"]?.isOptional == false)
        // The same type as the builder's: no second model type.
        let built: ManagedObjectModel = model
        #expect(built === Stack.model)
    }

    @Test func anEntityNamingItsClassFetchesInstancesOfIt() throws {
        let container = try Stack.container()
        let context = container.viewContext
        let inserted = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
        #expect(inserted is Note)
        (inserted as! Note).title = "first"
        try context.save()
        let fresh = container.newBackgroundContext()
        let fetched = try fresh.performAndWait { try fresh.fetch(NSFetchRequest<NSManagedObject>(entityName: "Note")) }
        #expect(fetched.first is Note)
        #expect(NSEntityDescription.entity(forEntityName: "Tag", in: context)?.name == "Tag")
        #expect(NSEntityDescription.entity(forEntityName: "Missing", in: context) == nil)
    }

    @Test func defaultValuesTakeCoreDataLiterals() throws {
        let container = try Stack.container()
        let note = Note(context: container.viewContext)
        // Core Data applies the model's default value to inserted objects.
        #expect(note.priority == 1)
        let attribute = NSAttributeDescription()
        attribute.attributeType = .doubleAttributeType
        attribute.defaultValue = NSNumber(value: 2.5)
        #expect(attribute.defaultValue as? Double == 2.5)
        attribute.attributeType = .integer32AttributeType
        attribute.defaultValue = 7
        // Core Data hands numbers back as NSNumber: `as? Int` reads them.
        #expect(attribute.defaultValue as? Int == 7)
        attribute.attributeType = .stringAttributeType
        attribute.defaultValue = "untitled"
        #expect(attribute.defaultValue as? String == "untitled")
        attribute.defaultValue = nil
        #expect(attribute.defaultValue == nil)
    }

    @Test func attributeAndDeleteRuleSpellingsAreTheEngineCases() {
        let pairs: [(NSAttributeType, AttributeType)] = [
            (.integer16AttributeType, .integer16), (.integer32AttributeType, .integer32), (.integer64AttributeType, .integer64),
            (.decimalAttributeType, .decimal), (.doubleAttributeType, .double), (.floatAttributeType, .float),
            (.stringAttributeType, .string), (.booleanAttributeType, .boolean), (.dateAttributeType, .date),
            (.binaryDataAttributeType, .binaryData), (.UUIDAttributeType, .uuid), (.URIAttributeType, .uri),
            (.transformableAttributeType, .transformable), (.compositeAttributeType, .composite),
        ]
        for (spelled, engine) in pairs { #expect(spelled == engine) }
        let rules: [(NSDeleteRule, DeleteRule)] = [
            (.noActionDeleteRule, .noAction), (.nullifyDeleteRule, .nullify),
            (.cascadeDeleteRule, .cascade), (.denyDeleteRule, .deny),
        ]
        for (spelled, engine) in rules { #expect(spelled == engine) }
    }
}
