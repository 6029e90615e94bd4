import Foundation
import GRDB

/// Derived attributes the migration's destination model adds (or derives differently): their
/// values are computed for every existing object before the migrated store is swapped in, so no
/// fetch sees them empty. Written straight to the rows (not through a save): a save would also
/// move every object's version on and restamp its `now()` attributes.
enum MigratedDerivedValues {
    /// How many objects are computed per transaction (bounds memory whatever the store's size).
    static let chunk = 1_000

    /// The derived attributes of `destination`'s entities whose values the copied rows lack:
    /// new ones, and ones whose derivation or type changed.
    static func needed(source: ManagedObjectModel, destination: ManagedObjectModel, mapping: MappingModel) -> [(
        entity: EntityDescription, attributes: [DerivedAttributeDescription]
    )] {
        destination.entities.sorted { $0.entityName < $1.entityName }.compactMap { entity in
            let old = mapping.mapping(forDestinationEntity: entity.entityName)?.sourceEntityName.flatMap { source.entitiesByName[$0] }
            let stale = entity.derivedIndices.compactMap { entity.properties[$0] as? DerivedAttributeDescription }.filter { attribute in
                guard let previous = old?.attributesByName[attribute.renamingIdentifier ?? attribute.name] as? DerivedAttributeDescription else { return true }
                return previous.derivationExpression != attribute.derivationExpression || previous.attributeType != attribute.attributeType
            }
            return stale.isEmpty ? nil : (entity, stale)
        }
    }

    /// Computes `work`'s values in the store file at `url` (the migrated file, not yet in place),
    /// opened with `model`.
    static func compute(_ work: [(entity: EntityDescription, attributes: [DerivedAttributeDescription])], in url: URL, model: ManagedObjectModel) throws {
        guard !work.isEmpty else { return }
        let coordinator = PersistentStoreCoordinator(managedObjectModel: model)
        let store = try coordinator.addPersistentStore(type: .sqlite, at: url)
        defer { try? coordinator.remove(store) }
        guard let sqlite = store as? SQLiteStore else { return }
        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = coordinator
        let now = Date()
        try context.performAndWait {
            for (entity, attributes) in work {
                let request = FetchRequest<ManagedObjectID>(entityName: entity.entityName)
                request.includesSubentities = false
                request.resultType = .managedObjectIDResultType
                let ids = try context.fetch(request)
                let table = sqlite.schema.table(for: entity).name
                let columns = attributes.map { sqlite.schema.columnName(of: $0, in: entity)! }
                let sql = "UPDATE \(table) SET \(columns.map { "\($0) = ?" }.joined(separator: ", ")) WHERE Z_PK = ?"
                for start in stride(from: 0, to: ids.count, by: chunk) {
                    let rows = ids[start..<min(start + chunk, ids.count)].map { id -> [PropertyValue] in
                        let object = context.object(with: id)
                        return attributes.map { attribute in
                            attribute.derivation!.operation == .now ? .date(now) : attribute.derivation!.value(for: object, as: attribute.attributeType)
                        } + [.integer(id.primaryKey)]
                    }
                    try sqlite.writer.write { db in
                        for values in rows { try db.execute(sql: sql, arguments: StatementArguments(values.map(SQLiteMigrator.databaseValue))) }
                    }
                    context.reset()
                }
            }
        }
    }
}
