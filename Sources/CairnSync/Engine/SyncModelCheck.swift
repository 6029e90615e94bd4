import Cairn

/// Whether a container's model and store can sync, with the reason when not.
enum SyncModelCheck {
    static func check(_ container: PersistentContainer, _ configuration: SyncConfiguration) throws {
        guard let description = container.persistentStoreDescriptions.first, description.tracksPersistentHistory else {
            throw SyncError(
                "sync reads local changes from persistent history: set PersistentStoreOption.persistentHistoryTracking on the store description before loading the store"
            )
        }
        let model = container.managedObjectModel
        for name in configuration.counters.keys.sorted() where !configuration.entities.contains(name) {
            throw SyncError("counters are named for \(name), which is not among the entities to sync")
        }
        for name in configuration.entities.sorted() {
            guard let entity = model.entitiesByName[name] else {
                throw SyncError(
                    "the entity \(name) to sync is not in the model (its entities: \(model.entities.map(\.entityName).sorted().joined(separator: ", ")))")
            }
            let identity = configuration.identityAttribute
            guard let id = entity.attributesByName[identity], id.attributeType == .uuid, !id.isOptional else {
                throw SyncError(
                    "\(name) cannot sync: it needs a non-optional UUID attribute '\(identity)' that names each object on every device (auto-increment keys differ from device to device)"
                )
            }
            guard id.preservesValueInHistoryOnDeletion else {
                throw SyncError(
                    "\(name).\(identity) must keep its value in history on deletion (preservesValueInHistoryOnDeletion), so that deletes can be sent")
            }
            for counter in (configuration.counters[name] ?? []).sorted() {
                guard let attribute = entity.attributesByName[counter], [.integer16, .integer32, .integer64].contains(attribute.attributeType) else {
                    throw SyncError("\(name).\(counter) is named a counter, but only an integer attribute can be one (its changes are added up)")
                }
            }
            for relationship in entity.relationshipsByName.values.sorted(by: { $0.name < $1.name }) {
                guard let destination = relationship.destinationEntity, configuration.entities.contains(destination.entityName) else {
                    throw SyncError(
                        "\(name).\(relationship.name) points to an entity that is not synced: sync \(relationship.destinationEntity?.entityName ?? "its destination") too"
                    )
                }
                if relationship.isToMany, relationship.isOrdered {
                    throw SyncError("\(name).\(relationship.name) is an ordered to-many relationship: ordered relationships do not sync yet; make it unordered")
                }
                if relationship.isToMany, relationship.inverseRelationship == nil {
                    throw SyncError("\(name).\(relationship.name) is a to-many relationship without an inverse: give it one so that sync can send it")
                }
            }
        }
    }
}
