extension ManagedObjectModel {
    /// The name Core Data gives the configuration of every entity, which needs no declaring.
    public static let defaultConfigurationName = "Default"

    /// The names of the model's configurations, sorted (Core Data's `configurations`): named
    /// subsets of the entities, each stored in the stores added with that configuration name.
    ///
    /// ```swift
    /// model.setEntities([session, draft], forConfigurationName: "Local")
    /// model.setEntities([note], forConfigurationName: "Synced")
    /// try coordinator.addPersistentStore(type: .inMemory, configuration: "Local", at: nil)
    /// try coordinator.addPersistentStore(configuration: "Synced", at: notesURL)
    /// ```
    ///
    /// A store added without a configuration name (or with ``defaultConfigurationName``, unless the
    /// model declares a configuration of that name) holds every entity.
    public var configurations: [String] { configurationEntityNames.keys.sorted() }

    /// The entities of the configuration `name`, in the order they were given; every entity for
    /// `nil` (and for ``defaultConfigurationName`` when the model declares no configuration of
    /// that name); `nil` when the model has no such configuration.
    public func entities(forConfigurationName name: String?) -> [EntityDescription]? {
        guard let name, !holdsEveryEntity(name) else { return entities }
        return configurationEntityNames[name].map { names in names.compactMap { entitiesByName[$0] } }
    }

    /// Makes `entities` the members of the configuration `name` (Core Data's
    /// `setEntities(_:forConfigurationName:)`). The model must not be frozen yet.
    public func setEntities(_ entities: [EntityDescription], forConfigurationName name: String) {
        configurationEntityNames[name] = entities.map(\.entityName)  // traps once frozen, before writing
    }

    /// Whether the model declares configurations (without any, every store holds every entity).
    var hasConfigurations: Bool { !configurationEntityNames.isEmpty }

    /// Whether stores added with configuration `name` hold objects of `entity`.
    func configuration(_ name: String?, holds entity: EntityDescription) -> Bool {
        guard let name, !holdsEveryEntity(name) else { return true }
        return configurationEntityNames[name]?.contains(entity.entityName) ?? false
    }

    /// Whether configuration `name` is the implicit one of every entity.
    private func holdsEveryEntity(_ name: String) -> Bool {
        name == Self.defaultConfigurationName && configurationEntityNames[name] == nil
    }
}
