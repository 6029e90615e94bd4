import Cairn
import Foundation

/// Inserts one object per element of a JSON array into a store and saves once (`cairn import`).
///
/// Keys are property names. Attribute values follow ``AttributeJSON``; a to-one relationship takes
/// the URI of an object already in the store (as `cairn query` prints it in `_id`), a to-many
/// relationship an array of them. Nothing is saved unless every element converts and the save
/// validates.
///
/// ```swift
/// let importer = ObjectImporter(session: session, entity: try session.entity(named: "Dog"))
/// let count = try importer.importObjects(from: Data(contentsOf: url), source: "dogs.json")
/// ```
struct ObjectImporter {
    /// The store to import into.
    let session: StoreSession
    /// The entity of the new objects.
    let entity: EntityDescription

    /// Imports the JSON array in `data` and returns the number of objects saved.
    ///
    /// - Parameters:
    ///   - source: the file's name, for messages.
    ///   - progress: called after each element is inserted with the number inserted so far and
    ///     the array's length (before the save, which is one step at the end).
    /// - Throws: ``ToolError`` naming the source, the element's index, the key and the entity
    ///   (malformed JSON, unknown key, wrong JSON type, value out of range, `null` or missing value
    ///   for a required attribute, unknown object URI); ``CairnError`` from the save.
    func importObjects(from data: Data, source: String, progress: (_ inserted: Int, _ total: Int) -> Void = { _, _ in }) throws -> Int {
        guard !entity.isAbstract else {
            throw ToolError("Entity \(entity.entityName) is abstract; import objects of one of its sub-entities.")
        }
        guard case .array(let elements) = try JSONValue.parse(data, source: source) else {
            throw ToolError("\(source) must contain a JSON array of objects.")
        }
        return try session.perform { context in
            var objects: [ManagedObject] = []
            for (index, element) in elements.enumerated() {
                guard case .object(let members) = element else {
                    throw ToolError("\(source): element \(index) is \(element.kind), not a JSON object.")
                }
                objects.append(try insert(members, at: "\(source): element \(index)", into: context))
                progress(index + 1, elements.count)
            }
            // Primary keys in the file's order, so an unsorted `cairn query` lists them that way.
            try context.obtainPermanentIDs(for: objects)
            try context.save()
            return objects.count
        }
    }

    private func insert(_ members: [(key: String, value: JSONValue)], at place: String, into context: ManagedObjectContext) throws -> ManagedObject {
        let object = ManagedObject(entity: entity, insertInto: context)
        for (key, json) in members {
            guard let property = entity.propertiesByName[key] else {
                throw ToolError(
                    "\(place): unknown key '\(key)' for entity \(entity.entityName) (its properties: \(entity.properties.map(\.name).joined(separator: ", ")))."
                )
            }
            do {
                try set(json, for: property, of: object, in: context)
            } catch let error as ToolError {
                throw ToolError("\(place), key '\(key)' of entity \(entity.entityName): \(error.message)")
            }
        }
        for attribute in entity.properties.compactMap({ $0 as? AttributeDescription })
        where !attribute.isOptional && !attribute.isTransient && object.primitivePropertyValue(forKey: attribute.name).isNull {
            throw ToolError("\(place): the required attribute '\(attribute.name)' of entity \(entity.entityName) has no value.")
        }
        return object
    }

    private func set(_ json: JSONValue, for property: PropertyDescription, of object: ManagedObject, in context: ManagedObjectContext) throws {
        switch property {
        case let attribute as AttributeDescription:
            let value = try AttributeJSON.propertyValue(from: json, for: attribute)
            if value.isNull, !attribute.isOptional {
                throw ToolError("null is not allowed: the attribute is required.")
            }
            object.setPrimitivePropertyValue(value, forKey: attribute.name)
        case let relationship as RelationshipDescription where relationship.isToMany:
            guard case .array(let elements) = json else {
                throw ToolError("a to-many relationship takes an array of object URIs, got \(json.kind).")
            }
            object.setValue(try elements.map { try existingObject($0, relationship, context) }, forKey: relationship.name)
        case let relationship as RelationshipDescription:
            object.setValue(json.isNull ? nil : try existingObject(json, relationship, context), forKey: relationship.name)
        default:
            throw ToolError("the property cannot be imported.")
        }
    }

    private func existingObject(_ json: JSONValue, _ relationship: RelationshipDescription, _ context: ManagedObjectContext) throws -> ManagedObject {
        guard case .string(let text) = json, let uri = URL(string: text),
            let id = session.coordinator.managedObjectID(forURIRepresentation: uri)
        else {
            let got = json.kind == "a string" ? "a string that is not an object URI of this store" : json.kind
            throw ToolError("expected the URI of an object in this store (x-coredata://…), got \(got).")
        }
        guard let destination = relationship.destinationEntity, id.entity.isKind(of: destination),
            let object = try? context.existingObject(with: id)
        else {
            throw ToolError("\(text) is not a \(relationship.destinationEntityName) object in this store.")
        }
        return object
    }
}
