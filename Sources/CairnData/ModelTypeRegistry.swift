import Cairn
import Synchronization

/// Which entity stands for which model class, process-wide.
///
/// A container's schema registers its entities here; a model made in code before (or apart from)
/// any container gets its object from the entity last registered for its class, or from a schema of
/// its own class and the classes it reaches, built on first use.
enum ModelTypeRegistry {
    private struct Tables: @unchecked Sendable {
        // Safety: metatypes and frozen entities are immutable; the mutex guards the dictionaries.
        var entityByType: [ObjectIdentifier: EntityDescription] = [:]
        var typeByEntity: [ObjectIdentifier: any PersistentModel.Type] = [:]
    }

    private static let tables = Locked(Tables())

    /// Records the entities of a schema's model.
    static func register(_ types: [String: any PersistentModel.Type], in model: ManagedObjectModel) {
        tables.withLock { tables in
            for entity in model.entities {
                guard let type = types[entity.entityName] else { continue }
                tables.entityByType[ObjectIdentifier(type)] = entity
                tables.typeByEntity[ObjectIdentifier(entity)] = type
            }
        }
    }

    /// The entity a new model of `type` is created in.
    static func entity(for type: any PersistentModel.Type) -> EntityDescription {
        if let entity = tables.withLock({ $0.entityByType[ObjectIdentifier(type)] }) { return entity }
        do {
            // Registers the entities as it builds them.
            _ = try Schema([type]).managedObjectModel()
        } catch {
            preconditionFailure("CairnData cannot build an entity for \(type): \(error)")
        }
        guard let entity = tables.withLock({ $0.entityByType[ObjectIdentifier(type)] }) else {
            preconditionFailure("CairnData built no entity for \(type).")
        }
        return entity
    }

    /// The model class of `entity`, if a schema registered it.
    static func type(for entity: EntityDescription) -> (any PersistentModel.Type)? {
        tables.withLock { $0.typeByEntity[ObjectIdentifier(entity)] }
    }

    /// The model standing for `object`: the one that is alive, or a new one over the object.
    static func model<T: PersistentModel>(for object: ManagedObject, as requested: T.Type) -> T {
        if let model: T = liveModel(of: object) { return model }
        return newModel(over: object, type: type(for: object.entity) ?? requested)
    }

    /// The models standing for `objects`, in order: the model class of each entity is looked up
    /// once per run of objects of that entity (a fetch's results usually share one).
    static func models<T: PersistentModel>(for objects: [ManagedObject], as requested: T.Type) -> [T] {
        var result: [T] = []
        result.reserveCapacity(objects.count)
        var lastEntity: ObjectIdentifier?
        var type: any PersistentModel.Type = requested
        for object in objects {
            if let model: T = liveModel(of: object) {
                result.append(model)
                continue
            }
            let entity = ObjectIdentifier(object.entity)
            if entity != lastEntity {
                type = self.type(for: object.entity) ?? requested
                lastEntity = entity
            }
            result.append(newModel(over: object, type: type))
        }
        return result
    }

    /// The model of `object` that someone still holds, if any.
    private static func liveModel<T: PersistentModel>(of object: ManagedObject) -> T? {
        guard let model = (object as? ModelObject)?.model else { return nil }
        guard let typed = model as? T else { wrongType(object, T.self) }
        return typed
    }

    /// A new model of class `type` over `object`, remembered as the object's.
    private static func newModel<T: PersistentModel>(over object: ManagedObject, type: any PersistentModel.Type) -> T {
        let holder = object as? ModelObject
        if type == T.self {
            let model = AdoptionFlag.adopting(T.self) { T(backingData: ModelBackingData(object: object, type: T.self)) }
            holder?.model = model
            return model
        }
        let made = AdoptionFlag.adopting(type) { type.init(backingData: ModelBackingData(object: object, type: type)) }
        holder?.model = made
        guard let typed = made as? T else { wrongType(object, T.self) }
        return typed
    }

    /// A model of an entity whose class is known only at run time.
    static func anyModel(for object: ManagedObject) -> any PersistentModel {
        if let model = (object as? ModelObject)?.model as? any PersistentModel { return model }
        guard let type = type(for: object.entity) else {
            preconditionFailure("CairnData: entity \(object.entity.entityName) has no model class; build the container from @Model classes.")
        }
        return model(for: object, as: type)
    }

    private static func wrongType(_ object: ManagedObject, _ type: Any.Type) -> Never {
        preconditionFailure("CairnData: \(object.entity.entityName) object \(object.objectID) is not a \(type); check the property's type against the model.")
    }

    /// `model`'s object (created now if the model has none), remembered as the model's, and
    /// inserted into `owner`'s context if it is in none: SwiftData inserts a model related to an
    /// inserted one.
    static func object(of model: some PersistentModel, joining owner: ManagedObject? = nil) -> ManagedObject {
        let object = model.persistentBackingData.storage ?? model.persistentBackingData.resolved()
        if let holder = object as? ModelObject, holder.model == nil { holder.model = model }
        if let context = owner?.managedObjectContext, object.managedObjectContext == nil {
            // The object may move to the context model's entity: relate the one inserted.
            return ModelGraph.insert(object, into: context)
        }
        return object
    }
}
