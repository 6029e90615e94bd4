import Foundation

/// What the to-many accessors Xcode generates do (`addToBooks(_:)`, `removeFromBooks(_:)`,
/// `insertIntoSongs(_:at:)` …). Core Data writes their bodies at run time through Objective-C;
/// here `@Managed func` writes them, calling these.
extension ManagedObject {
    /// Adds one object or a collection of them (a `Set`, `NSSet`, `NSOrderedSet` or array) to the
    /// to-many relationship `key`, at the end for an ordered one.
    public final func managedAdd(_ value: Any, toManyKey key: String) {
        let members = liveMembers(key)
        for object in Self.managedObjects(in: value, key: key) { members.add(object) }
    }

    /// Removes one object or a collection of them from the to-many relationship `key`.
    public final func managedRemove(_ value: Any, fromManyKey key: String) {
        let members = liveMembers(key)
        for object in Self.managedObjects(in: value, key: key) { members.remove(object) }
    }

    /// Inserts one object at an index, or objects at indexes (an `IndexSet` or `NSIndexSet`), into
    /// the ordered to-many relationship `key`.
    public final func managedInsert(_ value: Any, at index: Any, toManyKey key: String) {
        let members = mutableOrderedSetValue(forKey: key)
        for (object, position) in zip(Self.managedObjects(in: value, key: key), Self.indexes(in: index, key: key)) {
            members.insert(object, at: position)
        }
    }

    /// Removes the members at an index or indexes from the ordered to-many relationship `key`.
    public final func managedRemove(at index: Any, fromManyKey key: String) {
        let members = mutableOrderedSetValue(forKey: key)
        for position in Self.indexes(in: index, key: key).sorted(by: >) { members.removeObject(at: position) }
    }

    /// Replaces the members at an index or indexes of the ordered to-many relationship `key`.
    public final func managedReplace(at index: Any, with value: Any, toManyKey key: String) {
        let members = mutableOrderedSetValue(forKey: key)
        for (position, object) in zip(Self.indexes(in: index, key: key), Self.managedObjects(in: value, key: key)) {
            members.replaceObject(at: position, with: object)
        }
    }

    /// The live members of relationship `key`: an ordered set for an ordered relationship.
    private func liveMembers(_ key: String) -> any LiveMembers {
        let ordered = (entity.propertiesByName[key] as? RelationshipDescription)?.isOrdered ?? false
        return ordered ? mutableOrderedSetValue(forKey: key) : mutableSetValue(forKey: key)
    }

    /// The managed objects `value` is or holds; anything else is a programmer error, as in Core
    /// Data (which raises on a value of the wrong class).
    private static func managedObjects(in value: Any, key: String) -> [ManagedObject] {
        let elements: [Any]
        switch value {
        case let object as ManagedObject: return [object]
        case let set as NSOrderedSet: elements = set.array
        case let set as NSSet: elements = set.allObjects
        case let array as [Any]: elements = array
        case let set as Set<AnyHashable>: elements = Array(set)
        default: elements = [value]
        }
        return elements.map { element in
            guard let object = element as? ManagedObject else {
                preconditionFailure("The to-many accessor of '\(key)' was given a \(type(of: element)), not a managed object.")
            }
            return object
        }
    }

    private static func indexes(in value: Any, key: String) -> [Int] {
        switch value {
        case let index as Int: return [index]
        case let indexes as IndexSet: return Array(indexes)
        case let indexes as NSIndexSet: return Array(indexes as IndexSet)
        default: preconditionFailure("The ordered to-many accessor of '\(key)' was given \(type(of: value)) as an index, not an Int or an index set.")
        }
    }
}

/// What adding and removing members needs of a relationship's live set, ordered or not.
private protocol LiveMembers {
    func add(_ object: Any)
    func remove(_ object: Any)
}

extension NSMutableSet: LiveMembers {}
extension NSMutableOrderedSet: LiveMembers {}
