import Cairn
import Foundation

// The seed documents' model classes, ported with `import CoreData` → `import Cairn`,
// `NS` dropped and `@NSManaged` → `@Managed`.

/// Seed 000: the Employee entity.
final class Employee: ManagedObject {
    @Managed var name: String
    @Managed var title: String?
    @Managed var startDate: Date?
}

/// Seed 001: the Article entity.
final class Article: ManagedObject {
    @Managed var id: UUID?
    @Managed var title: String?
    @Managed var body: String?
    @Managed var createdAt: Date?
}

/// Seed 003: notebooks and notes.
final class Notebook: ManagedObject {
    @Managed var name: String?
    @Managed var creationDate: Date?
    @Managed var notes: Set<Note>
}

/// Seed 003: a note in a notebook.
final class Note: ManagedObject {
    @Managed var text: String?
    @Managed var creationDate: Date?
    @Managed var notebook: Notebook?
}

/// Seed 004 (DogWalk): a dog with an ordered list of walks.
final class Dog: ManagedObject {
    @Managed var name: String?
    @Managed var walks: NSOrderedSet?
}

/// Seed 004 (DogWalk): one walk.
final class Walk: ManagedObject {
    @Managed var date: Date?
    @Managed var dog: Dog?
}

/// Seed 002: the feed cache.
final class ManagedCache: ManagedObject {
    @Managed var timestamp: Date
    @Managed var feed: NSOrderedSet
}

/// Seed 002: one cached feed image.
final class ManagedFeedImage: ManagedObject {
    @Managed var id: UUID
    @Managed var imageDescription: String?
    @Managed var location: String?
    @Managed var url: URL
    @Managed var cache: ManagedCache
}

/// The models the seeds describe, built with the code API.
enum SeedModels {
    static func employees() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Employee", managedObjectClass: Employee.self) {
                AttributeDescription(name: "name", type: .string, isOptional: false)
                AttributeDescription(name: "title", type: .string)
                AttributeDescription(name: "startDate", type: .date, isIndexed: true)
            }
        }
    }

    static func articles() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Article", managedObjectClass: Article.self) {
                AttributeDescription(name: "id", type: .uuid)
                AttributeDescription(name: "title", type: .string)
                AttributeDescription(name: "body", type: .string)
                AttributeDescription(name: "createdAt", type: .date, isIndexed: true)
            }
        }
    }

    static func notebooks() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Notebook", managedObjectClass: Notebook.self) {
                AttributeDescription(name: "name", type: .string, isIndexed: true)
                AttributeDescription(name: "creationDate", type: .date, isIndexed: true)
                RelationshipDescription(name: "notes", destination: "Note", inverse: "notebook", toMany: true, deleteRule: .cascade)
            }
            EntityDescription(name: "Note", managedObjectClass: Note.self) {
                AttributeDescription(name: "text", type: .string)
                AttributeDescription(name: "creationDate", type: .date, isIndexed: true)
                RelationshipDescription(name: "notebook", destination: "Notebook", inverse: "notes", deleteRule: .nullify)
            }
        }
    }

    static func dogWalk() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Dog", managedObjectClass: Dog.self) {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "walks", destination: "Walk", inverse: "dog", toMany: true, ordered: true, deleteRule: .cascade)
            }
            EntityDescription(name: "Walk", managedObjectClass: Walk.self) {
                AttributeDescription(name: "date", type: .date)
                RelationshipDescription(name: "dog", destination: "Dog", inverse: "walks")
            }
        }
    }

    static func feedStore() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "ManagedCache", managedObjectClass: ManagedCache.self) {
                AttributeDescription(name: "timestamp", type: .date, isOptional: false)
                RelationshipDescription(name: "feed", destination: "ManagedFeedImage", inverse: "cache", toMany: true, ordered: true, deleteRule: .cascade)
            }
            EntityDescription(name: "ManagedFeedImage", managedObjectClass: ManagedFeedImage.self) {
                AttributeDescription(name: "id", type: .uuid, isOptional: false)
                AttributeDescription(name: "imageDescription", type: .string)
                AttributeDescription(name: "location", type: .string)
                AttributeDescription(name: "url", type: .uri, isOptional: false)
                RelationshipDescription(name: "cache", destination: "ManagedCache", inverse: "feed", isOptional: false)
            }
        }
    }
}
