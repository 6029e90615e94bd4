import CairnTestSupport
import Foundation

@testable import Cairn

/// A SQLite store written with one model and opened with the next, through containers as an app
/// does.
struct MigrationFixture {
    let directory = TemporaryDirectory()
    var url: URL { directory.url.appendingPathComponent("Store.sqlite") }

    /// Creates the store with `model` and saves what `fill` inserts; the store is closed after.
    func write(_ model: ManagedObjectModel, _ fill: (ManagedObjectContext, ManagedObjectModel) throws -> Void) throws {
        let container = try open(model)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            try fill(context, model)
            try context.save()
        }
        close(container)
    }

    /// A container with the store at `url` loaded with `model` (migrating when the description
    /// allows it, as by default; deleting data the new model has no place for only when
    /// `allowingDataLoss`).
    func open(_ model: ManagedObjectModel, migrate: Bool = true, allowingDataLoss: Bool = false) throws -> PersistentContainer {
        let container = PersistentContainer(name: "Store", managedObjectModel: model)
        let description = PersistentStoreDescription(url: url)
        description.shouldMigrateStoreAutomatically = migrate
        if allowingDataLoss { description.setOption("true", forKey: PersistentStoreOption.allowsDataLossOnMigration) }
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        return container
    }

    func close(_ container: PersistentContainer) {
        for store in container.persistentStoreCoordinator.persistentStores { try? container.persistentStoreCoordinator.remove(store) }
    }

    /// Every object of `entity`, as `[key: value]` of the given keys, sorted by the first key.
    func rows(_ container: PersistentContainer, _ entity: String, _ keys: [String]) throws -> [[String: String]] {
        let context = container.newBackgroundContext()
        return try context.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: entity)
            request.sortDescriptors = [SortKey(key: keys[0])]
            return try context.fetch(request).map { object in
                var row: [String: String] = [:]
                for key in keys { row[key] = Self.text(object.value(forKey: key)) }
                return row
            }
        }
    }

    /// A value as comparable text: numbers, strings, related objects by their `name`, sets sorted.
    static func text(_ value: Any?) -> String {
        switch value {
        case nil: return "nil"
        case let object as ManagedObject: return text(object.value(forKey: "name"))
        case let set as NSSet: return "{" + set.allObjects.map { text($0) }.sorted().joined(separator: ",") + "}"
        case let set as NSOrderedSet: return "[" + set.array.map { text($0) }.joined(separator: ",") + "]"
        case let number as NSNumber: return number.stringValue
        default: return "\(value!)"
        }
    }

    /// The store file's bytes (with its write-ahead log), to check that a failure left it untouched.
    func bytes() throws -> Data {
        var data = try Data(contentsOf: url)
        if let log = try? Data(contentsOf: URL(fileURLWithPath: url.path + "-wal")) { data += log }
        return data
    }
}

/// Builds models version by version.
enum MigrationModels {
    static func entity(
        _ name: String, renamedFrom old: String? = nil, parent: String? = nil, isAbstract: Bool = false, constraints: [[String]] = [],
        @PropertiesBuilder _ properties: () -> [PropertyDescription]
    ) -> EntityDescription {
        let entity = EntityDescription(name: name, isAbstract: isAbstract, superentity: parent, uniquenessConstraints: constraints, properties: properties())
        entity.renamingIdentifier = old
        return entity
    }

    static func attribute(
        _ name: String, _ type: AttributeType, renamedFrom old: String? = nil, optional: Bool = true, default value: (any PropertyValueConvertible)? = nil
    ) -> AttributeDescription {
        let attribute = AttributeDescription(name: name, type: type, isOptional: optional, defaultValue: value)
        attribute.renamingIdentifier = old
        return attribute
    }

    static func relationship(
        _ name: String, to destination: String, inverse: String, toMany: Bool = false, ordered: Bool = false, renamedFrom old: String? = nil
    ) -> RelationshipDescription {
        let relationship = RelationshipDescription(name: name, destination: destination, inverse: inverse, toMany: toMany, ordered: ordered)
        relationship.renamingIdentifier = old
        return relationship
    }
}
