import Foundation

extension ManagedObjectContext {
    /// Inserts an object created without a context (`init(entity:insertInto: nil)`).
    public func insert(_ object: ManagedObject) {
        assertOnExecutor()
        if object.managedObjectContext === self, object.isInserted { return }
        precondition(
            object.managedObjectContext == nil || object.managedObjectContext === self,
            "Object \(object.objectID) belongs to another context; create a new object in this one or use context.object(with: objectID).")
        if object.values == nil { object.values = ManagedObject.ownInitialValues(of: object.entity) }
        object.contextLink = link
        noticeInsert(object)
        if object.isDeleted {
            object.state.remove(.deleted)
            // A saved object is undeleted; a never-saved one (deleted before any save, so it had
            // left the context) is inserted again below.
            if deleted.remove(object) { return }
        }
        object.state.insert(.inserted)
        inserted.insert(object)
        registerInserted(object)
        if !object.state.contains(.awake) {
            object.state.insert(.awake)
            object.awakeFromInsert()
        }
    }

    /// Marks an object for deletion and applies delete rules through the graph: nullify removes it
    /// from inverses, cascade deletes destinations (each object once, cycles included), deny is
    /// checked at save. The deletion happens in the store at the next save.
    public func delete(_ object: ManagedObject) {
        assertOnExecutor()
        precondition(
            object.managedObjectContext === self,
            "Object \(object.objectID) (\(object.entity.entityName)) is not in this context; delete it in its own context or fetch it here with object(with:).")
        var visited = Set<ObjectIdentifier>()
        delete(object, visited: &visited)
    }

    private func delete(_ object: ManagedObject, visited: inout Set<ObjectIdentifier>) {
        guard visited.insert(ObjectIdentifier(object)).inserted, !object.isDeleted else { return }
        object.prepareForDeletion()
        object.willAccessValues()
        noticeDelete(object)
        if object.isInserted {
            inserted.remove(object)
            object.state.remove(.inserted)
            object.state.insert(.deleted)
        } else {
            updated.remove(object)
            object.state.remove(.updated)
            object.state.insert(.deleted)
            deleted.insert(object)
        }
        for relationship in object.entity.relationships {
            let targets =
                relationship.isToMany
                ? object.relatedObjects(at: relationship.index)
                : object.relatedObject(at: relationship.index).map { [$0] } ?? []
            switch relationship.deleteRule {
            case .cascade:
                for target in targets { delete(target, visited: &visited) }
            case .nullify:
                guard let inverse = relationship.inverseRelationship else { continue }
                for target in targets where !target.isDeleted { target.removeFromSide(object, inverse) }
            case .deny, .noAction:
                continue
            }
        }
        if !deleted.contains(object) {
            // A never-saved object simply leaves the context.
            unregister(object)
        }
    }
}
