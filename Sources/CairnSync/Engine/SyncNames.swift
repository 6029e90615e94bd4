import Cairn

/// The names sync uses between devices: an entity's or property's renaming identifier when it
/// has one, else its name. Core Data matches a renamed element across model versions by that
/// identifier (it stays the element's first name through every later rename), so devices on the
/// older and the newer model keep exchanging the same property.
struct SyncNames: Sendable {
    /// Local entity name → its sync name.
    private let entities: [String: String]
    /// Sync entity name → local entity name.
    private let localEntities: [String: String]
    /// Local entity name → local property name → sync name.
    private let properties: [String: [String: String]]
    /// Local entity name → sync property name → local name.
    private let localProperties: [String: [String: String]]

    init(model: ManagedObjectModel) {
        var entities: [String: String] = [:]
        var properties: [String: [String: String]] = [:]
        for entity in model.entities {
            entities[entity.entityName] = entity.renamingIdentifier ?? entity.entityName
            var names: [String: String] = [:]
            for property in entity.properties { names[property.name] = property.renamingIdentifier ?? property.name }
            properties[entity.entityName] = names
        }
        self.entities = entities
        self.properties = properties
        localEntities = Dictionary(entities.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        localProperties = properties.mapValues { Dictionary($0.map { ($1, $0) }, uniquingKeysWith: { first, _ in first }) }
    }

    /// The sync name of a local entity.
    func sync(entity name: String) -> String { entities[name] ?? name }

    /// The sync name of a local entity's property.
    func sync(property name: String, of entity: String) -> String { properties[entity]?[name] ?? name }

    /// The local entity with a sync name, or `nil` when this model has none (a newer model's).
    func local(entity name: String) -> String? { localEntities[name] }

    /// The local property of `entity` with a sync name, or `nil` when this model has none.
    func local(property name: String, of entity: String) -> String? { localProperties[entity]?[name] }
}
