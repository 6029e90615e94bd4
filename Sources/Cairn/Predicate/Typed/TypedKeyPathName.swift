import Foundation

/// The model names of the key paths in typed predicates and sort descriptors.
package enum TypedKeyPathName {
    /// The name a ``ManagedKeyPathNaming`` table gives a key path to the object's own identity
    /// (SwiftData's `persistentModelID`): the object itself, compared with an object or its ID.
    package static let identity = "SELF"

    /// The property `keyPath` (on `root`) stands for: a `@Managed` property named by the class's
    /// `@ManagedKeyPaths` table, or `@count` for the count of a to-many relationship.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` naming the key path and what to do.
    static func name(of keyPath: AnyKeyPath, root: Any.Type, _ translator: TypedPredicateTranslator) throws -> String {
        if let counted = root as? any CountKeyPathProviding.Type, keyPath == counted.countKeyPath || keyPath == counted.isEmptyKeyPath {
            guard counted.holdsObjects else { throw notARelationship(keyPath, root, translator) }
            return "@count"
        }
        guard let named = root as? any ManagedKeyPathNaming.Type else {
            throw CairnError(
                .invalidRequest,
                "The key path \(keyPath) in \(translator.subject) starts from \(root), which has no @ManagedKeyPaths table; only @Managed properties of ManagedObject subclasses marked @ManagedKeyPaths (and count of their to-many relationships) can be used."
            )
        }
        guard let name = named.managedPropertyName(for: keyPath) else {
            throw CairnError(.invalidRequest, "The key path \(keyPath) in \(translator.subject) is not a @Managed property of \(root).")
        }
        return name
    }
}

extension TypedKeyPathName {
    /// `count` or `isEmpty` of a collection of values (`tags: [String]`, stored as one attribute).
    static func notARelationship(_ keyPath: AnyKeyPath, _ root: Any.Type, _ translator: TypedPredicateTranslator) -> CairnError {
        CairnError(
            .invalidRequest,
            "The key path \(keyPath) in \(translator.subject) counts a \(root), an attribute's value stored whole; only the count and isEmpty of to-many relationships can be queried. Fetch, then test the value in code."
        )
    }
}

/// Collections whose `count` key path stands for `@count` in typed predicates.
protocol CountKeyPathProviding {
    /// `\Self.count`.
    static var countKeyPath: AnyKeyPath { get }
    /// `\Self.isEmpty` (`nil` where the type has none).
    static var isEmptyKeyPath: AnyKeyPath? { get }
    /// Whether the collection holds objects, as a to-many relationship does.
    static var holdsObjects: Bool { get }
}

extension Set: CountKeyPathProviding {
    static var countKeyPath: AnyKeyPath { \Set<Element>.count }
    static var isEmptyKeyPath: AnyKeyPath? { \Set<Element>.isEmpty }
    static var holdsObjects: Bool { Element.self is AnyObject.Type }
}

extension Array: CountKeyPathProviding {
    static var countKeyPath: AnyKeyPath { \[Element].count }
    static var isEmptyKeyPath: AnyKeyPath? { \[Element].isEmpty }
    static var holdsObjects: Bool { Element.self is AnyObject.Type }
}

extension NSSet: CountKeyPathProviding {
    static var countKeyPath: AnyKeyPath { \NSSet.count }
    static var isEmptyKeyPath: AnyKeyPath? { nil }
    static var holdsObjects: Bool { true }
}

extension NSOrderedSet: CountKeyPathProviding {
    static var countKeyPath: AnyKeyPath { \NSOrderedSet.count }
    static var isEmptyKeyPath: AnyKeyPath? { nil }
    static var holdsObjects: Bool { true }
}
