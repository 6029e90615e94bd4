import Cairn

/// The engine object holding a model's values: the model class (`@Model final class Trip`) is a
/// plain class, so its values live in one of these, and the engine's contexts, faults, saves and
/// merges work on it unchanged.
final class ModelObject: ManagedObject, OutsideChangeObserving {
    /// The model instance standing for this object, while someone holds it. Weak, because the model
    /// holds this object: fetching the object again while its model lives returns the same model,
    /// and once the model is gone a new one is made over the same object (values are all here).
    weak var model: AnyObject?

    /// Relationships set while the object is in no context, by name (the engine relates objects
    /// of one context only); ``ModelGraph`` applies them when the object is inserted.
    var pendingRelationships: [String: [ManagedObject]] = [:]

    /// The context changed the values (undo, rollback, refresh, a merge): the model's observers
    /// hear of it as of a change made through its properties.
    func didChangeOutsideAccessors() {
        (model as? any PersistentModel)?._$cairnValuesChanged()
    }

    /// The objects in relationship `name`: the engine's once the object is in a context, else the
    /// pending ones.
    func related(_ name: String) -> [ManagedObject] {
        if managedObjectContext == nil { return pendingRelationships[name] ?? [] }
        return ModelGraph.engineRelatedObjects(of: self, name)
    }

    /// Sets relationship `name` of an object in no context, and the inverse on the other side (as
    /// the engine does in a context).
    func setPending(_ objects: [ManagedObject], for name: String) {
        guard let relationship = entity.relationshipsByName[name] else { return }
        let old = pendingRelationships[name] ?? []
        pendingRelationships[name] = relationship.isToMany ? objects : Array(objects.prefix(1))
        guard let inverse = relationship.inverseRelationship else { return }
        for removed in old where !objects.contains(where: { $0 === removed }) {
            (removed as? ModelObject)?.removePending(self, from: inverse)
        }
        for added in objects where !old.contains(where: { $0 === added }) {
            (added as? ModelObject)?.addPending(self, to: inverse)
        }
    }

    private func addPending(_ object: ManagedObject, to relationship: RelationshipDescription) {
        guard managedObjectContext == nil else { return }
        if relationship.isToMany {
            if !(pendingRelationships[relationship.name] ?? []).contains(where: { $0 === object }) {
                pendingRelationships[relationship.name, default: []].append(object)
            }
        } else {
            if let previous = pendingRelationships[relationship.name]?.first, previous !== object,
                let inverse = relationship.inverseRelationship
            {
                (previous as? ModelObject)?.removePending(self, from: inverse)
            }
            pendingRelationships[relationship.name] = [object]
        }
    }

    private func removePending(_ object: ManagedObject, from relationship: RelationshipDescription) {
        guard managedObjectContext == nil else { return }
        pendingRelationships[relationship.name]?.removeAll { $0 === object }
    }
}
