import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// Runs a batch-request spec on one store kind: a fresh container and background contexts.
struct BatchSpec {
    let kind: TestStoreKind
    let model: ManagedObjectModel
    let directory = TemporaryDirectory()
    let container: PersistentContainer

    init(_ kind: TestStoreKind, _ model: ManagedObjectModel = BatchSpec.quakes()) throws {
        self.kind = kind
        self.model = model
        container = try kind.makeContainer(name: "Batch", model: model, directory: directory)
    }

    /// Quakes: a unique code, a searchable place, a default magnitude.
    static func quakes() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Quake", uniquenessConstraints: [["code"]]) {
                AttributeDescription(name: "code", type: .string, isOptional: false)
                AttributeDescription(name: "magnitude", type: .double, isOptional: false, defaultValue: 1.5)
                AttributeDescription(name: "place", type: .string, isSearchable: true)
                AttributeDescription(name: "depth", type: .integer16)
            }
        }
    }

    /// Folders of files (delete rule `filesRule`), files with cascading versions and
    /// many-to-many tags.
    static func folders(filesRule: DeleteRule) -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Folder") {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "files", destination: "File", inverse: "folder", toMany: true, deleteRule: filesRule)
            }
            EntityDescription(name: "File") {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "folder", destination: "Folder", inverse: "files")
                RelationshipDescription(name: "versions", destination: "Version", inverse: "file", toMany: true, deleteRule: .cascade)
                RelationshipDescription(name: "tags", destination: "Tag", inverse: "files", toMany: true)
            }
            EntityDescription(name: "Version") {
                AttributeDescription(name: "number", type: .integer32)
                RelationshipDescription(name: "file", destination: "File", inverse: "versions")
            }
            EntityDescription(name: "Tag") {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "files", destination: "File", inverse: "tags", toMany: true)
            }
        }
    }

    /// Runs `body` in a new background context.
    func run<T>(_ body: (ManagedObjectContext) throws -> T) throws -> T {
        let context = container.newBackgroundContext()
        return try context.performAndWait { try body(context) }
    }

    /// Saves objects of `entity` with the given attribute values; returns their IDs in order.
    @discardableResult
    func save(_ entity: String, _ rows: [[String: any Sendable]]) throws -> [ManagedObjectID] {
        try run { context in
            let objects = rows.map { row in
                let object = ManagedObject(entity: model.entitiesByName[entity]!, insertInto: context)
                for (key, value) in row { object.setValue(value, forKey: key) }
                return object
            }
            try context.save()
            return objects.map(\.objectID)
        }
    }

    /// `key` of every saved object of `entity`, sorted by `sort`, read by a fresh context.
    func values(_ entity: String, _ key: String, sortedBy sort: String) throws -> [PropertyValue] {
        try run { context in
            let request = FetchRequest<ManagedObject>(entityName: entity)
            request.sortKeys = [SortKey(sort)]
            return try context.fetch(request).map { $0.primitivePropertyValue(forKey: key) }
        }
    }

    /// The number of saved objects of `entity`, counted by a fresh context.
    func count(_ entity: String) throws -> Int {
        try run { try $0.count(for: FetchRequest<ManagedObject>(entityName: entity)) }
    }

    /// Runs a batch request in a fresh context and returns its result.
    func execute(_ request: PersistentStoreRequest, policy: MergePolicy = .error) throws -> Any? {
        try run { context in
            context.mergePolicy = policy
            return try Self.result(of: context.execute(request))
        }
    }

    /// The `result` of a batch result of any kind.
    static func result(of result: PersistentStoreResult) -> Any? {
        (result as? BatchInsertResult)?.result ?? (result as? BatchUpdateResult)?.result ?? (result as? BatchDeleteResult)?.result
    }
}
