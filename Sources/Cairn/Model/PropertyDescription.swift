import Foundation

/// A property of an entity: an attribute or a relationship.
///
/// Like Core Data's `NSPropertyDescription`, descriptions are classes you configure while building a
/// model. Once the model is handed to a coordinator it is frozen, and changing a description traps
/// with a message saying so.
open class PropertyDescription: @unchecked Sendable, CustomStringConvertible {
    // Stored properties are `@exclusivity(unchecked)`: they are read on every property access and
    // save, and written only while the model is built, so the runtime's access tracking (~15 % of
    // an insert) buys nothing.
    // Safety: descriptions are mutated only while a model is being built, on one thread; every setter
    // checks `isFrozen` and freezing happens before the model is shared with any coordinator.

    /// The property's name, unique within its entity (including inherited properties).
    @exclusivity(unchecked) public var name: String { didSet { checkMutable() } }
    /// Whether the property may be `nil` (Core Data's default is `true`).
    @exclusivity(unchecked) public var isOptional: Bool { didSet { checkMutable() } }
    /// Whether the property lives only in memory and is never written to the store.
    @exclusivity(unchecked) public var isTransient: Bool { didSet { checkMutable() } }
    /// Whether the store keeps an index on this property.
    @exclusivity(unchecked) public var isIndexed: Bool { didSet { checkMutable() } }
    /// Extra information for your own use; ignored by the engine.
    @exclusivity(unchecked) public var userInfo: [String: String] { didSet { checkMutable() } }
    /// The name this property had in the previous model version (used by migrations).
    @exclusivity(unchecked) public var renamingIdentifier: String? { didSet { checkMutable() } }
    /// A string mixed into the version hash to force a new version without another change.
    @exclusivity(unchecked) public var versionHashModifier: String? { didSet { checkMutable() } }

    /// The entity this property belongs to; set when the property is added to an entity.
    // `unowned`, not `weak`: a weak reference gives the entity a side table, which slows every
    // retain and release of it (object IDs hold their entity). The model owns both ends.
    @exclusivity(unchecked) public internal(set) unowned var entity: EntityDescription?

    var isFrozen = false
    /// The property's position in its entity's `properties` (inherited properties first).
    var index = -1

    init(name: String, isOptional: Bool, isTransient: Bool, isIndexed: Bool) {
        self.name = name
        self.isOptional = isOptional
        self.isTransient = isTransient
        self.isIndexed = isIndexed
        self.userInfo = [:]
    }

    func checkMutable() {
        precondition(!isFrozen, "Property '\(name)' belongs to a model that is in use by a coordinator; models are immutable once in use. Build a new model instead.")
    }

    /// The text that identifies this property's persistent shape in the version hash.
    var hashComponents: [String] {
        [name, isOptional ? "optional" : "required", isTransient ? "transient" : "persistent", versionHashModifier ?? ""]
    }

    /// A short description such as `name: string?`.
    public var description: String { name }
}
