import CairnCoreData
import CairnTestSupport

// A model in Core Data's code style, and stacks in one line, shared by the tests.

final class Note: NSManagedObject {
    @Managed var title: String
    @Managed var body: String?
    @Managed var priority: Int16
    @Managed var created: Date?
    @Managed var tags: Set<Tag>
    @Managed var steps: NSOrderedSet
}

final class Step: NSManagedObject {
    @Managed var text: String
    @Managed var note: Note?
}

final class Tag: NSManagedObject {
    @Managed var name: String
    @Managed var notes: Set<Note>
}

extension Note {
    @nonobjc class func fetchRequest() -> NSFetchRequest<Note> { NSFetchRequest<Note>(entityName: "Note") }
}

enum Stack {
    /// One model for the whole process, as apps keep theirs.
    static let model: NSManagedObjectModel = {
        let note = NSEntityDescription()
        note.name = "Note"
        note.managedObjectClassName = NSStringFromClass(Note.self)
        let tag = NSEntityDescription()
        tag.name = "Tag"
        tag.managedObjectClassName = NSStringFromClass(Tag.self)

        let title = attribute("title", .stringAttributeType, optional: false)
        let body = attribute("body", .stringAttributeType)
        let priority = attribute("priority", .integer16AttributeType)
        priority.defaultValue = 1
        let created = attribute("created", .dateAttributeType)

        let tags = NSRelationshipDescription()
        tags.name = "tags"
        tags.destinationEntity = tag
        tags.maxCount = 0
        let notes = NSRelationshipDescription()
        notes.name = "notes"
        notes.destinationEntity = note
        notes.maxCount = 0
        notes.deleteRule = .denyDeleteRule
        tags.inverseRelationship = notes
        notes.inverseRelationship = tags

        let step = NSEntityDescription()
        step.name = "Step"
        step.managedObjectClassName = NSStringFromClass(Step.self)
        let steps = NSRelationshipDescription()
        steps.name = "steps"
        steps.destinationEntity = step
        steps.maxCount = 0
        steps.isOrdered = true
        steps.deleteRule = .cascadeDeleteRule
        let stepNote = NSRelationshipDescription()
        stepNote.name = "note"
        stepNote.destinationEntity = note
        stepNote.maxCount = 1
        steps.inverseRelationship = stepNote
        stepNote.inverseRelationship = steps
        step.properties = [attribute("text", .stringAttributeType, optional: false), stepNote]

        note.properties = [title, body, priority, created, tags, steps]
        tag.properties = [attribute("name", .stringAttributeType, optional: false), notes]
        let model = NSManagedObjectModel()
        model.entities = [note, tag, step]
        return model
    }()

    static func attribute(_ name: String, _ type: NSAttributeType, optional: Bool = true) -> NSAttributeDescription {
        let attribute = NSAttributeDescription()
        attribute.name = name
        attribute.attributeType = type
        attribute.isOptional = optional
        return attribute
    }

    /// A container on a SQLite store: a file `Notes.sqlite` in `directory`, or SQLite in memory at
    /// `/dev/null` (Core Data's way to test without files) when there is none.
    static func container(_ directory: TemporaryDirectory? = nil) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Notes", managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: directory?.file("Notes.sqlite") ?? URL(fileURLWithPath: "/dev/null"))
        container.persistentStoreDescriptions = [description]
        var failure: Error?
        container.loadPersistentStores { _, error in failure = error }
        if let failure { throw failure }
        return container
    }

    /// A container whose store file in `directory` records persistent history.
    static func historyContainer(_ directory: TemporaryDirectory) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Notes", managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: directory.file("Notes.sqlite"))
        description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        container.persistentStoreDescriptions = [description]
        var failure: Error?
        container.loadPersistentStores { _, error in failure = error }
        if let failure { throw failure }
        return container
    }

    /// A container with four saved notes: alpha (priority 1), beta and delta (2), gamma (3).
    @MainActor
    static func seeded() throws -> NSPersistentContainer {
        let container = try Stack.container()
        for (title, priority) in [("alpha", 1), ("beta", 2), ("gamma", 3), ("delta", 2)] {
            let note = Note(context: container.viewContext)
            note.title = title
            note.priority = Int16(priority)
        }
        try container.viewContext.save()
        return container
    }

}
