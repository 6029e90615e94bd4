import Foundation

/// A property of an entity: an attribute or a relationship.
///
/// Like Core Data's `NSPropertyDescription`, descriptions are classes you configure while building a
/// model. Once the model is handed to a coordinator it is frozen, and changing a description traps
/// with a message saying so.
open class PropertyDescription: @unchecked Sendable, CustomStringConvertible {
    // Safety: each setting lives in a private `_name` (unchecked exclusivity) reached
    // only by its accessors: under `freezeState`'s lock until the model is frozen, read-only after,
    // so no two accesses ever overlap. `index` is written only by `freeze()` before the
    // frozen flag is published.

    let freezeState = ModelFreezeState()

    /// The property's name, unique within its entity (including inherited properties).
    public var name: String {
        get { freezeState.read { _name } }
        set { freezeState.write({ frozenMutationMessage }) { _name = newValue } }
    }
    @exclusivity(unchecked) private var _name: String
    /// Whether the property may be `nil` (Core Data's default is `true`).
    public var isOptional: Bool {
        get { freezeState.read { _isOptional } }
        set { freezeState.write({ frozenMutationMessage }) { _isOptional = newValue } }
    }
    @exclusivity(unchecked) private var _isOptional: Bool
    /// Whether the property lives only in memory and is never written to the store.
    public var isTransient: Bool {
        get { freezeState.read { _isTransient } }
        set { freezeState.write({ frozenMutationMessage }) { _isTransient = newValue } }
    }
    @exclusivity(unchecked) private var _isTransient: Bool
    /// Whether the store keeps an index on this property.
    public var isIndexed: Bool {
        get { freezeState.read { _isIndexed } }
        set { freezeState.write({ frozenMutationMessage }) { _isIndexed = newValue } }
    }
    @exclusivity(unchecked) private var _isIndexed: Bool
    /// Extra information for your own use; ignored by the engine.
    public var userInfo: [String: String] {
        get { freezeState.read { _userInfo } }
        set { freezeState.write({ frozenMutationMessage }) { _userInfo = newValue } }
    }
    @exclusivity(unchecked) private var _userInfo: [String: String]
    /// The name this property had in the previous model version (used by migrations).
    public var renamingIdentifier: String? {
        get { freezeState.read { _renamingIdentifier } }
        set { freezeState.write({ frozenMutationMessage }) { _renamingIdentifier = newValue } }
    }
    @exclusivity(unchecked) private var _renamingIdentifier: String?
    /// A string mixed into the version hash to force a new version without another change.
    public var versionHashModifier: String? {
        get { freezeState.read { _versionHashModifier } }
        set { freezeState.write({ frozenMutationMessage }) { _versionHashModifier = newValue } }
    }
    @exclusivity(unchecked) private var _versionHashModifier: String?

    /// The entity this property belongs to; set when the model is frozen. (A strong reference:
    /// frozen models live until the process ends, see `ManagedObjectModel.freeze()`.)
    public internal(set) var entity: EntityDescription? {
        get { freezeState.read { _entity } }
        set { freezeState.write({ frozenMutationMessage }) { _entity = newValue } }
    }
    @exclusivity(unchecked) private var _entity: EntityDescription?

    /// Whether the model of this property is frozen.
    var isFrozen: Bool { freezeState.isFrozen }
    /// The property's position in its entity's `properties` (inherited properties first).
    var index = -1

    init(name: String, isOptional: Bool, isTransient: Bool, isIndexed: Bool) {
        self._name = name
        self._isOptional = isOptional
        self._isTransient = isTransient
        self._isIndexed = isIndexed
        self._userInfo = [:]
    }

    var frozenMutationMessage: String {
        "Property '\(name)' belongs to a model that is in use by a coordinator; models are immutable once in use. Build a new model instead."
    }

    /// The text that identifies this property's persistent shape in the version hash.
    var hashComponents: [String] {
        [name, isOptional ? "optional" : "required", isTransient ? "transient" : "persistent", versionHashModifier ?? ""]
    }

    /// A short description such as `name: string?`.
    public var description: String { name }
}

/// Descriptions are equal when they are the same description (as Core Data's, which sets of
/// changed properties hold).
extension PropertyDescription: IdentityHashable {}
