import Cairn
import Foundation

/// Builds the ``StoreReport`` of `cairn inspect` from a store file alone: the model comes from
/// the store's metadata, counts from `count(for:)` per entity (sub-entities not included).
///
/// ```swift
/// let report = try StoreInspector.report(for: URL(fileURLWithPath: "DogWalk.sqlite"))
/// print(report.text)
/// ```
enum StoreInspector {
    /// Opens the store and describes it.
    ///
    /// - Throws: ``ToolError`` or ``CairnError`` `.storeOpen` when the file is missing or not a
    ///   Cairn store; store errors from counting.
    static func report(for url: URL) throws -> StoreReport {
        let session = try StoreSession.openExisting(at: url)
        let metadata = session.store.metadata
        let entities = try session.perform { context in
            try session.model.entities.sorted { $0.entityName < $1.entityName }.map { try describe($0, in: context) }
        }
        return StoreReport(
            path: url.path, uuid: metadata.identifier, storeType: metadata.typeName,
            modelVersion: session.model.versionIdentifier,
            modelHash: session.model.versionHash.map { String(format: "%02x", $0) }.joined(),
            entities: entities)
    }

    private static func describe(_ entity: EntityDescription, in context: ManagedObjectContext) throws -> StoreReport.Entity {
        let request = FetchRequest<ManagedObject>(entityName: entity.entityName)
        request.includesSubentities = false
        let count = entity.isAbstract ? 0 : try context.count(for: request)
        return StoreReport.Entity(
            name: entity.entityName, superentity: entity.superentityName, abstract: entity.isAbstract, count: count,
            attributes: entity.properties.compactMap { $0 as? AttributeDescription }.map(describe),
            relationships: entity.properties.compactMap { $0 as? RelationshipDescription }.map(describe))
    }

    private static func describe(_ attribute: AttributeDescription) -> StoreReport.Attribute {
        StoreReport.Attribute(
            name: attribute.name, type: attribute.attributeType.rawValue, optional: attribute.isOptional,
            indexed: attribute.isIndexed, transient: attribute.isTransient,
            defaultValue: attribute.defaultValue.map { AttributeJSON.json(for: $0, of: attribute).rendered },
            valueType: attribute.valueTypeName)
    }

    private static func describe(_ relationship: RelationshipDescription) -> StoreReport.Relationship {
        StoreReport.Relationship(
            name: relationship.name, destination: relationship.destinationEntityName, toMany: relationship.isToMany,
            ordered: relationship.isOrdered, optional: relationship.isOptional,
            deleteRule: relationship.deleteRule.rawValue, inverse: relationship.inverseName)
    }
}
