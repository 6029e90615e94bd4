import Cairn

extension ManagedObject {
    /// Core Data's `primitiveValue(forKey:)`: the property's value, as `value(forKey:)` reads it.
    /// (Change tracking here does not depend on key-value observing, so primitive and public
    /// accessors are the same.)
    public func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }

    /// Core Data's `setPrimitiveValue(_:forKey:)`: sets the property's value, as
    /// `setValue(_:forKey:)` does (the change is recorded and saved).
    public func setPrimitiveValue(_ value: Any?, forKey key: String) { setValue(value, forKey: key) }

    /// Core Data's `willAccessValue(forKey:)`. Accessors fire faults themselves here, so custom
    /// accessors that call it keep working; it does nothing.
    public func willAccessValue(forKey key: String?) {}
    /// Core Data's `didAccessValue(forKey:)`; does nothing (see ``willAccessValue(forKey:)``).
    public func didAccessValue(forKey key: String?) {}
    /// Core Data's `willChangeValue(forKey:)`. Setters record changes themselves here (there is no
    /// key-value observing on Linux), so custom accessors that call it keep working; it does nothing.
    public func willChangeValue(forKey key: String) {}
    /// Core Data's `didChangeValue(forKey:)`; does nothing (see ``willChangeValue(forKey:)``).
    public func didChangeValue(forKey key: String) {}
}

extension ManagedObjectID {
    /// Core Data's `uriRepresentation()`: a URL naming the object across launches
    /// (`x-coredata://<store>/<Entity>/p<key>`), for
    /// `coordinator.managedObjectID(forURIRepresentation:)`.
    public func uriRepresentation() -> URL { uriRepresentation }
}

extension EntityDescription {
    /// Core Data's `NSEntityDescription.insertNewObject(forEntityName:into:)`: a new object of the
    /// entity's class, inserted into `context`.
    ///
    /// An entity that is not in the context's model stops the program with the model's entities
    /// listed (Core Data raises an exception).
    public static func insertNewObject(forEntityName entityName: String, into context: ManagedObjectContext) -> ManagedObject {
        guard let entity = entity(forEntityName: entityName, in: context) else {
            preconditionFailure(
                "insertNewObject(forEntityName: \"\(entityName)\"): the context's model has no such entity (entities: \(context.model.entities.map(\.entityName).joined(separator: ", ")))."
            )
        }
        return context.model.objectClass(for: entity).init(entity: entity, insertInto: context)
    }

    /// Core Data's `NSEntityDescription.entity(forEntityName:in:)`: the entity of the context's
    /// model with that name, or `nil`.
    public static func entity(forEntityName entityName: String, in context: ManagedObjectContext) -> EntityDescription? {
        context.model.entitiesByName[entityName]
    }
}
