extension ModelCompiler {
    /// Checks the composite attributes `entity` declares and makes the stored attribute of each
    /// element (before properties are collected, so that sub-entities inherit them).
    func makeCompositeStorage(of entity: EntityDescription) throws {
        for case let composite as CompositeAttributeDescription in entity.declaredProperties {
            let place = "Composite attribute '\(entity.entityName).\(composite.name)'"
            func failure(_ problem: String, _ element: String? = nil) -> CairnError {
                CairnError(
                    .invalidModel, "\(place) \(problem)", entity: entity.entityName, property: element.map { "\(composite.name).\($0)" } ?? composite.name)
            }
            guard !composite.elements.isEmpty else { throw failure("has no elements; give it at least one attribute.") }
            var names: Set<String> = []
            for element in composite.elements {
                guard !element.name.isEmpty, !element.name.contains("."), names.insert(element.name).inserted else {
                    throw failure("has an element named '\(element.name)', which is empty, contains a dot or is used twice.", element.name)
                }
                guard !(element is CompositeAttributeDescription), !(element is DerivedAttributeDescription), !element.isTransient else {
                    throw failure("has element '\(element.name)', which is composite, derived or transient; elements are plain attributes.", element.name)
                }
            }
            composite.storage = composite.elements.map(composite.makeStorage(for:))
            for stored in composite.storage { stored.entity = entity }
        }
    }
}
