import Foundation

extension EntityDescription {
    /// How many to-many relationships a key path from this entity goes through (it stops counting
    /// at the first key that is not a relationship).
    func toManySteps<Path: Collection<String>>(along components: Path) -> Int {
        var current = self
        var steps = 0
        for name in components {
            guard let relationship = current.relationshipsByName[name], let destination = relationship.destinationEntity else { break }
            if relationship.isToMany { steps += 1 }
            current = destination
        }
        return steps
    }

    /// The stored attribute of element `name` of `composite` (the `latitude` of
    /// `location.latitude`).
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` when there is no element name or no such element.
    func compositeElement(_ composite: CompositeAttributeDescription, _ name: String?) throws -> AttributeDescription {
        let elements = composite.elements.map(\.name).joined(separator: ", ")
        guard let name else {
            throw CairnError(
                .invalidRequest,
                "'\(self.entityName).\(composite.name)' is a composite attribute: use one of its elements in key paths (\(composite.name).\(composite.elements.first?.name ?? "element")); its elements are \(elements).",
                entity: self.entityName, property: composite.name)
        }
        guard let index = propertyIndex["\(composite.name).\(name)"], let element = properties[index] as? AttributeDescription else {
            throw CairnError(
                .invalidRequest, "Composite attribute '\(self.entityName).\(composite.name)' has no element '\(name)'; its elements are \(elements).",
                entity: self.entityName, property: composite.name)
        }
        return element
    }

    /// The components of a dotted key path.
    static func components(of keyPath: String) -> [String] {
        keyPath.split(separator: ".").map(String.init)
    }
}
