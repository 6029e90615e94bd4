import Foundation

extension ManagedObject {
    /// The value at a dotted key path through relationships (Core Data's KVC
    /// `value(forKeyPath:)`): `book.value(forKeyPath: "author.name")`.
    ///
    /// Through a to-many relationship, the values of its members, as an `NSSet` (`nil` ones left
    /// out, as KVC leaves them out of sets); `@count` counts a to-many relationship
    /// (`"books.@count"`). A `nil` on the way gives `nil`. An unknown key traps, naming it, as
    /// ``value(forKey:)`` does.
    public final func value(forKeyPath keyPath: String) -> Any? {
        Self.value(of: self, along: keyPath.split(separator: ".").map(String.init)[...])
    }

    /// Sets the value at a dotted key path (Core Data's KVC `setValue(_:forKeyPath:)`):
    /// `book.setValue("Ursula", forKeyPath: "author.name")` sets the author's name; nothing is set
    /// when an object on the way is `nil`.
    public final func setValue(_ value: Any?, forKeyPath keyPath: String) {
        var keys = keyPath.split(separator: ".").map(String.init)
        guard let last = keys.popLast() else { return }
        let owner = keys.isEmpty ? self : Self.value(of: self, along: keys[...])
        guard let object = owner as? ManagedObject else {
            precondition(owner == nil, "setValue(_:forKeyPath: \"\(keyPath)\"): \(keys.joined(separator: ".")) is not a to-one relationship.")
            return
        }
        object.setValue(value, forKey: last)
    }

    private static func value(of start: Any?, along keys: ArraySlice<String>) -> Any? {
        guard let key = keys.first else { return start }
        let rest = keys.dropFirst()
        switch start {
        case nil:
            return nil
        case let object as ManagedObject:
            return value(of: object.value(forKey: key), along: rest)
        case let members as NSOrderedSet:
            return value(ofMembers: members.array, key, rest)
        case let members as NSSet:
            return value(ofMembers: members.allObjects, key, rest)
        default:
            preconditionFailure("value(forKeyPath:): '\(key)' follows a \(type(of: start!)), which is neither an object nor a to-many relationship.")
        }
    }

    private static func value(ofMembers members: [Any], _ key: String, _ rest: ArraySlice<String>) -> Any? {
        if key == "@count" { return members.count }
        var values: [Any] = []
        for member in members {
            guard let found = value(of: member, along: [key] + rest) else { continue }
            if let nested = found as? NSSet { values += nested.allObjects } else { values.append(found) }
        }
        return NSSet(array: values)
    }
}
