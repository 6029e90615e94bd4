import Foundation

extension BatchInsertRequest {
    /// The request's objects as stored rows, converted and checked before anything is written:
    /// from ``objectsToInsert``, else ``dictionaryHandler``, else ``managedObjectHandler``.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` when the request has no objects source, and the
    ///   errors of ``BatchValueConverter`` naming the object's position.
    func rows(of entity: EntityDescription, coordinator: PersistentStoreCoordinator) throws -> [BatchInsertPlan.Row] {
        let converter = BatchValueConverter(entity: entity, action: "batch insert into \(entity.entityName)")
        func row(_ entries: some Sequence<(key: String, value: Any?)>, _ position: Int) throws -> BatchInsertPlan.Row {
            let (values, given) = try converter.insertRow(entries, object: position)
            return BatchInsertPlan.Row(values: values, given: given)
        }
        if let objectsToInsert {
            return try objectsToInsert.enumerated().map { position, dictionary in
                try row(dictionary.lazy.map { (key: $0.key, value: $0.value as Any?) }, position)
            }
        }
        if let dictionaryHandler {
            var rows: [BatchInsertPlan.Row] = []
            while true {
                let dictionary = NSMutableDictionary()
                if dictionaryHandler(dictionary) { return rows }
                let entries = dictionary.map { (key: ($0.key as? String) ?? "\($0.key)", value: $0.value as Any?) }
                rows.append(try row(entries, rows.count))
            }
        }
        if let managedObjectHandler {
            return try objectRows(of: entity, coordinator: coordinator, managedObjectHandler, converter)
        }
        throw CairnError(
            .invalidRequest,
            "The batch insert into \(entity.entityName) has no objects: give it objectsToInsert, a dictionaryHandler or a managedObjectHandler.",
            entity: entity.entityName)
    }

    /// Rows filled by a managed-object handler: each call gets a new object of the entity's class
    /// in a scratch context of the same coordinator (never saved); its stored attributes become
    /// one row.
    private func objectRows(
        of entity: EntityDescription, coordinator: PersistentStoreCoordinator, _ handler: (ManagedObject) -> Bool, _ converter: BatchValueConverter
    ) throws -> [BatchInsertPlan.Row] {
        let scratch = ManagedObjectContext(concurrencyType: .privateQueue)
        scratch.persistentStoreCoordinator = coordinator
        let objectClass = coordinator.managedObjectModel.objectClass(for: entity)
        return try scratch.performAndWait {
            defer { scratch.reset() }
            var rows: [BatchInsertPlan.Row] = []
            while true {
                let object = objectClass.init(entity: entity, insertInto: scratch)
                if handler(object) { return rows }
                let values = object.values ?? []
                for relationship in entity.relationships where !values[relationship.index].isNull && values[relationship.index] != .objects([]) {
                    throw CairnError(
                        .invalidRequest,
                        "Batch insert into \(entity.entityName), object \(rows.count): the handler set the relationship '\(relationship.name)'; batch requests set attributes only (as in Core Data): set relationships through a context. Nothing was written.",
                        entity: entity.entityName, property: relationship.name)
                }
                let entries = entity.properties.compactMap { property -> (key: String, value: Any?)? in
                    guard property is AttributeDescription, !property.isTransient else { return nil }
                    return (property.name, values[property.index])
                }
                let (converted, _) = try converter.insertRow(entries, object: rows.count)
                // Every attribute of an object is its value, not a gap to fill.
                rows.append(BatchInsertPlan.Row(values: converted, given: entries.map { entity.propertyIndex[$0.key]! }))
                if rows.count % 1000 == 0 { scratch.reset() }
            }
        }
    }
}
