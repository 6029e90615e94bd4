import Foundation

/// The compiler's checks of uniqueness constraints, indexes and attribute validation settings.
extension ModelCompiler {
    /// Resolves the constraints that apply to `entity` (its ancestors' first) and checks the
    /// properties its own constraints and indexes name.
    func resolveConstraintsAndIndexes(of entity: EntityDescription) throws {
        var chain: [EntityDescription] = []
        var current: EntityDescription? = entity
        while let step = current {
            chain.insert(step, at: 0)
            current = step.superentity
        }
        entity.resolvedConstraints = try chain.flatMap { owner in
            try owner.uniquenessConstraints.map { names in
                guard !names.isEmpty else {
                    throw CairnError(
                        .invalidModel, "Entity '\(owner.entityName)' has an empty uniqueness constraint; list at least one property.", entity: owner.entityName)
                }
                let indices = try names.map {
                    try storedColumnIndex($0, in: entity, what: "Uniqueness constraint (\(names.joined(separator: ", ")))", owner: owner)
                }
                return UniquenessConstraint(scope: owner, names: names, indices: indices)
            }
        }
        var indexNames: Set<String> = []
        for index in entity.indexes {
            guard !index.elements.isEmpty, indexNames.insert(index.name).inserted else {
                throw CairnError(
                    .invalidModel, "Index '\(index.name)' of entity '\(entity.entityName)' is empty or its name is used twice.", entity: entity.entityName)
            }
            for element in index.elements {
                _ = try storedColumnIndex(element.propertyName, in: entity, what: "Index '\(index.name)'", owner: entity)
            }
        }
    }

    /// The index of a property a constraint or index may use: a persistent attribute or to-one
    /// relationship of `entity`.
    private func storedColumnIndex(_ name: String, in entity: EntityDescription, what: String, owner: EntityDescription) throws -> Int {
        guard let index = entity.propertyIndex[name], !entity.properties[index].isTransient,
            (entity.properties[index] as? RelationshipDescription)?.isToMany != true
        else {
            throw CairnError(
                .invalidModel,
                "\(what) of entity '\(owner.entityName)' names '\(name)', which is not a stored attribute or to-one relationship of '\(owner.entityName)'.",
                entity: owner.entityName, property: name)
        }
        return index
    }

    /// Checks an attribute's validation settings: bounds of the right kind and in order, lengths
    /// only on strings, a regular expression that compiles.
    func checkValidationSettings(of attribute: AttributeDescription, in entity: EntityDescription) throws {
        func fail(_ problem: String) -> CairnError {
            CairnError(.invalidModel, "Attribute '\(entity.entityName).\(attribute.name)' \(problem)", entity: entity.entityName, property: attribute.name)
        }
        let type = attribute.attributeType
        if attribute.minValue != nil || attribute.maxValue != nil {
            guard type.isNumeric || type == .date else {
                throw fail("has a minimum or maximum value, but only numbers and dates have one; use minLength/maxLength for strings.")
            }
            for bound in [attribute.minValue, attribute.maxValue].compactMap({ $0 }) where bound.numericValue == nil {
                throw fail("has a bound that is not a \(type == .date ? "date" : "number").")
            }
            if let low = attribute.minValue?.numericValue, let high = attribute.maxValue?.numericValue, low > high {
                throw fail("has a minimum value above its maximum value.")
            }
        }
        if attribute.minLength != nil || attribute.maxLength != nil || attribute.regularExpression != nil {
            guard type == .string else { throw fail("has a length or pattern rule, but is not a string.") }
        }
        if let low = attribute.minLength, let high = attribute.maxLength, low > high {
            throw fail("has a minimum length above its maximum length.")
        }
        if let pattern = attribute.regularExpression {
            do { _ = try NSRegularExpression(pattern: pattern) } catch {
                throw fail("has a regular expression that does not compile: \(pattern)")
            }
        }
    }
}
