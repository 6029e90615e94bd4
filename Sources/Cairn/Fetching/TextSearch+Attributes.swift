import Foundation

extension TextSearch {
    /// The searchable attributes of `entity`'s table (in model order), and those this search looks in.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` when the table has no searchable attributes, or
    ///   the search names an attribute that is not one of them.
    func attributes(of entity: EntityDescription) throws -> (all: [String], searched: [String]) {
        var all: [String] = []
        for (_, attribute) in entity.searchableAttributesOfTable where !all.contains(attribute.name) { all.append(attribute.name) }
        guard !all.isEmpty else {
            throw CairnError(
                .invalidRequest, "Entity '\(entity.entityName)' has no searchable attributes to search for \(self); mark string attributes isSearchable.",
                entity: entity.entityName)
        }
        for name in attributes ?? [] where !all.contains(name) {
            throw CairnError(
                .invalidRequest, "'\(entity.entityName).\(name)' is not a searchable attribute (searchable: \(all.sorted().joined(separator: ", "))).",
                entity: entity.entityName, property: name)
        }
        return (all, attributes ?? all)
    }
}
