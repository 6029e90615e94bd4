import Cairn

/// Inserting a model with the models it reaches: SwiftData inserts every model related to an
/// inserted one, and a model made before its container (or for another container's schema) moves
/// to the entity of the context's model on the way.
enum ModelGraph {
    /// Inserts `object` and every object it reaches that is in no context yet into `context`;
    /// returns the object inserted in `object`'s place (a copy when it moved to the context model's
    /// entity, which its model now stands on).
    @discardableResult
    static func insert(_ object: ManagedObject, into context: ManagedObjectContext) -> ManagedObject {
        var known = Set<ObjectIdentifier>()
        return insert(object, into: context, homeEntities: &known)
    }

    /// Inserts `object` (and what it reaches) for the backing data of `object`'s own model, which
    /// is being changed: that model's backing data is not replaced here (the caller stores the
    /// returned object in it); any other model that moves is updated as usual.
    static func insertFromBackingData(_ object: ManagedObject, into context: ManagedObjectContext) -> ManagedObject {
        var known = Set<ObjectIdentifier>()
        return insert(object, into: context, homeEntities: &known, ownerMovedByCaller: true)
    }

    /// Inserts `object` and what it reaches; `homeEntities` remembers the entities found to be the
    /// context model's, so the check costs a set lookup after the first model of each.
    @discardableResult
    static func insert(
        _ object: ManagedObject, into context: ManagedObjectContext, homeEntities: inout Set<ObjectIdentifier>, ownerMovedByCaller: Bool = false
    ) -> ManagedObject {
        guard object.managedObjectContext == nil else { return object }
        let root: ManagedObject
        if homeEntities.contains(ObjectIdentifier(object.entity)) {
            root = object
        } else {
            root = rehomed(object, for: context, ownerMovedByCaller: ownerMovedByCaller)
            if root === object { homeEntities.insert(ObjectIdentifier(object.entity)) }
        }
        // Insert the whole group first: the engine relates objects of one context only.
        var group: [ModelObject] = []
        var pending = [root]
        while let next = pending.popLast() {
            guard next.managedObjectContext == nil else { continue }
            context.insert(next)
            guard let holder = next as? ModelObject, !holder.pendingRelationships.isEmpty else { continue }
            group.append(holder)
            for related in holder.pendingRelationships.values.joined() where related.managedObjectContext == nil {
                pending.append(related)
            }
        }
        for holder in group {
            let relationships = holder.pendingRelationships
            holder.pendingRelationships = [:]
            for (name, objects) in relationships {
                guard let relationship = holder.entity.relationshipsByName[name] else { continue }
                if relationship.isToMany {
                    holder.setValue(Set(objects), forKey: name)
                } else {
                    holder.setValue(objects.first, forKey: name)
                }
            }
        }
        return root
    }

    /// The objects in relationship `name` of `object`, pending ones included.
    static func relatedObjects(of object: ManagedObject, _ name: String) -> [ManagedObject] {
        if let holder = object as? ModelObject { return holder.related(name) }
        return engineRelatedObjects(of: object, name)
    }

    /// The objects in relationship `name` of an object in a context.
    static func engineRelatedObjects(of object: ManagedObject, _ name: String) -> [ManagedObject] {
        switch object.value(forKey: name) {
        case let one as ManagedObject: return [one]
        case let many as Set<ManagedObject>: return Array(many)
        case let many as [ManagedObject]: return many
        default: return []
        }
    }

    /// `object`, or, if its entity is not the context model's entity of that name, a copy in that
    /// entity of it and of every object in no context it reaches, with their models moved over.
    private static func rehomed(_ object: ManagedObject, for context: ManagedObjectContext, ownerMovedByCaller: Bool = false) -> ManagedObject {
        guard let model = context.persistentStoreCoordinator?.managedObjectModel ?? context.parent.flatMap(rootModel),
            model.entitiesByName[object.entity.entityName] !== object.entity
        else { return object }
        var copies: [ObjectIdentifier: ModelObject] = [:]
        var order: [ManagedObject] = []
        var pending = [object]
        while let next = pending.popLast() {
            guard copies[ObjectIdentifier(next)] == nil else { continue }
            guard let entity = model.entitiesByName[next.entity.entityName] else {
                preconditionFailure(
                    "CairnData: the context's schema has no entity \(next.entity.entityName); add \(next.entity.entityName).self to the container's schema.")
            }
            let copy = ModelObject(entity: entity, insertInto: nil)
            copies[ObjectIdentifier(next)] = copy
            order.append(next)
            for relationship in next.entity.relationshipsByName.values {
                pending += relatedObjects(of: next, relationship.name).filter { $0.managedObjectContext == nil }
            }
        }
        for original in order {
            let copy = copies[ObjectIdentifier(original)]!
            for name in original.entity.attributesByName.keys where copy.entity.attributesByName[name] != nil {
                copy.setPrimitivePropertyValue(original.primitivePropertyValue(forKey: name), forKey: name)
            }
            for relationship in original.entity.relationshipsByName.values where copy.entity.relationshipsByName[relationship.name] != nil {
                let related = relatedObjects(of: original, relationship.name).map { copies[ObjectIdentifier($0)] ?? $0 }
                if !related.isEmpty { copy.pendingRelationships[relationship.name] = related }
            }
            if let holder = original as? ModelObject, let model = holder.model as? any PersistentModel {
                if ownerMovedByCaller && original === object {
                    copy.model = model
                } else {
                    move(model, to: copy)
                }
            }
        }
        return copies[ObjectIdentifier(object)]!
    }

    private static func move(_ model: some PersistentModel, to object: ManagedObject) {
        model.persistentBackingData = ModelBackingData(object: object, type: type(of: model))
        (object as? ModelObject)?.model = model
    }

    private static func rootModel(_ context: ManagedObjectContext) -> ManagedObjectModel? {
        context.persistentStoreCoordinator?.managedObjectModel ?? context.parent.flatMap(rootModel)
    }
}
