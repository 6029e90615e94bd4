import Foundation

extension BatchUpdateRequest {
    /// The rows to update and their new values (attribute index → value), checked before anything
    /// is written.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` for an unknown entity, no ``propertiesToUpdate``,
    ///   a key that is not an attribute name or an invalid predicate; the conversion errors of
    ///   ``BatchValueConverter``.
    func plan(in model: ManagedObjectModel) throws -> (StoreFetch, [(index: Int, value: PropertyValue)]) {
        let entity = try Self.resolve(entity, named: entityName, in: model, "batch update request")
        guard let properties = propertiesToUpdate, !properties.isEmpty else {
            throw CairnError(
                .invalidRequest, "The batch update of \(entity.entityName) has no propertiesToUpdate; give it attribute names and their new values.",
                entity: entity.entityName)
        }
        if case .invalid(let error)? = predicate { throw error }
        let converter = BatchValueConverter(entity: entity, action: "batch update of \(entity.entityName)")
        // In name order, so that the same request always writes the same statement.
        let entries = try properties.map { key, value -> (String, Any?) in
            guard let name = key.base as? String else {
                throw CairnError(
                    .invalidRequest,
                    "The batch update of \(entity.entityName) has a key of type \(type(of: key.base)) in propertiesToUpdate; keys are attribute names (Strings).",
                    entity: entity.entityName)
            }
            return (name, value)
        }.sorted { $0.0 < $1.0 }
        let values = try entries.map { try converter.convert($0.0, $0.1, object: nil) }
        var fetch = StoreFetch(entity: entity)
        fetch.includesSubentities = includesSubentities
        fetch.predicate = predicate
        return (fetch, values)
    }
}
