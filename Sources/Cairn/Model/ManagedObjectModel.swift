import Crypto
import Foundation
import Synchronization

/// A managed object model: the entities of your object graph.
///
/// Three ways in, one type out: build it in code, load an Xcode model file
/// (`ManagedObjectModel(xcodeModelAt:)`), or let `@Model` classes generate it.
///
/// ```swift
/// let model = ManagedObjectModel {
///     EntityDescription(name: "Notebook") {
///         AttributeDescription(name: "name", type: .string, isOptional: false)
///         RelationshipDescription(name: "notes", destination: "Note", inverse: "notebook",
///                                 toMany: true, deleteRule: .cascade)
///     }
///     EntityDescription(name: "Note") {
///         AttributeDescription(name: "text", type: .string)
///         RelationshipDescription(name: "notebook", destination: "Notebook", inverse: "notes")
///     }
/// }
/// ```
///
/// A model is mutable until a coordinator starts using it (or you call ``freeze()``); from then on it
/// is immutable and safe to share between threads.
public final class ManagedObjectModel: @unchecked Sendable, CustomStringConvertible {
    // Safety: each setting lives in a private `_name` (unchecked exclusivity) reached
    // only by its accessors: under `freezeState`'s lock until the model is frozen, read-only after,
    // so no two accesses ever overlap. `hasUniquenessConstraints` and
    // `entitiesByDeclaredClass` are written only inside `freeze()` before the frozen flag is
    // published, and read after; `bindings` has its own lock.

    let freezeState = ModelFreezeState()

    /// The entities, in the order given.
    public var entities: [EntityDescription] {
        get { freezeState.read { _entities } }
        set {
            freezeState.write({ frozenMutationMessage }) { _entities = newValue }
            rebuildNameIndex()
        }
    }
    @exclusivity(unchecked) private var _entities: [EntityDescription]
    /// A name for this version of the model (Xcode's version name, e.g. "Model 2").
    public var versionIdentifier: String? {
        get { freezeState.read { _versionIdentifier } }
        set { freezeState.write({ frozenMutationMessage }) { _versionIdentifier = newValue } }
    }
    @exclusivity(unchecked) private var _versionIdentifier: String?

    /// Entities by name.
    public private(set) var entitiesByName: [String: EntityDescription] {
        get { freezeState.read { _entitiesByName } }
        set { freezeState.write({ frozenMutationMessage }) { _entitiesByName = newValue } }
    }
    @exclusivity(unchecked) private var _entitiesByName: [String: EntityDescription] = [:]
    /// Each entity's version hash (available once frozen).
    public private(set) var entityVersionHashesByName: [String: Data] {
        get { freezeState.read { _entityVersionHashesByName } }
        set { freezeState.write({ frozenMutationMessage }) { _entityVersionHashesByName = newValue } }
    }
    @exclusivity(unchecked) private var _entityVersionHashesByName: [String: Data] = [:]
    /// The hash of the whole model: equal models have equal hashes (available once frozen).
    public private(set) var versionHash: Data {
        get { freezeState.read { _versionHash } }
        set { freezeState.write({ frozenMutationMessage }) { _versionHash = newValue } }
    }
    @exclusivity(unchecked) private var _versionHash: Data = Data()
    /// Whether any entity has uniqueness constraints (saves skip the constraint check otherwise).
    @exclusivity(unchecked) private(set) var hasUniquenessConstraints = false
    /// Warnings found while freezing (relationships without inverse, …), each reported once.
    public private(set) var warnings: [String] {
        get { freezeState.read { _warnings } }
        set { freezeState.write({ frozenMutationMessage }) { _warnings = newValue } }
    }
    @exclusivity(unchecked) private var _warnings: [String] = []
    /// The entity names of each configuration (see ``entities(forConfigurationName:)``).
    var configurationEntityNames: [String: [String]] {
        get { freezeState.read { _configurationEntityNames } }
        set { freezeState.write({ frozenMutationMessage }) { _configurationEntityNames = newValue } }
    }
    @exclusivity(unchecked) private var _configurationEntityNames: [String: [String]] = [:]

    /// Whether the model is frozen (in use by a coordinator).
    var isFrozen: Bool { freezeState.isFrozen }
    /// The entities that declare a class (`managedObjectClass`), by class, filled once when the
    /// model is frozen and read without a lock afterwards: a fetch request resolves its entity by
    /// class on every fetch. A list scanned in order, as models have few classes (a dictionary
    /// keyed by `ObjectIdentifier` hashed it with SipHash on every fetch); empty for models of
    /// more than 16 classes, which use the locked dictionary.
    @exclusivity(unchecked) private var entitiesByDeclaredClass: [(cls: ObjectIdentifier, entity: EntityDescription)] = []
    /// How many derived attributes the model has (set when it is frozen): saves of models
    /// without any skip the derivation pass.
    @exclusivity(unchecked) var derivedAttributeCount = 0
    /// The `.xcdatamodeld` bundle the model was loaded from, if any: its other versions tell a
    /// migration whether a store's model is an older version or an unknown (newer) one.
    var xcodeBundleURL: URL? {
        get { freezeState.read { _xcodeBundleURL } }
        set { freezeState.write({ frozenMutationMessage }) { _xcodeBundleURL = newValue } }
    }
    @exclusivity(unchecked) private var _xcodeBundleURL: URL?
    /// The Xcode model file or bundle the model was loaded from, if any: the module whose
    /// resources hold it is where the classes its entities name are looked for.
    var modelFileURL: URL? {
        get { freezeState.read { _modelFileURL } }
        set { freezeState.write({ frozenMutationMessage }) { _modelFileURL = newValue } }
    }
    @exclusivity(unchecked) private var _modelFileURL: URL?
    /// The stored fetch requests by name (see ``fetchRequestTemplate(forName:)``).
    var fetchRequestTemplates: [String: FetchRequestTemplate] {
        get { freezeState.read { _fetchRequestTemplates } }
        set { freezeState.write({ frozenMutationMessage }) { _fetchRequestTemplates = newValue } }
    }
    @exclusivity(unchecked) private var _fetchRequestTemplates: [String: FetchRequestTemplate] = [:]
    private let freezeLock = Locked(())
    private let bindings = Locked(ClassBindings())

    private struct ClassBindings {
        var entityByClass: [ObjectIdentifier: EntityDescription] = [:]
        var classByEntity: [ObjectIdentifier: ManagedObject.Type] = [:]
    }

    /// Creates a model from a list of entities.
    public init(entities: [EntityDescription] = []) {
        self._entities = entities
        rebuildNameIndex()
    }

    /// Creates a model with its entities listed in a builder block.
    public convenience init(@EntitiesBuilder _ entities: () -> [EntityDescription]) {
        self.init(entities: entities())
    }

    var frozenMutationMessage: String {
        "This ManagedObjectModel is in use by a coordinator and can no longer change. Build a new model instead."
    }

    private func rebuildNameIndex() {
        entitiesByName = Dictionary(entities.map { ($0.entityName, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Checks the model and makes it immutable; called by coordinators before use.
    ///
    /// A frozen model lives until the process ends (as apps keep their `NSManagedObjectModel`):
    /// build one model per schema and share it, rather than one per store or per request.
    ///
    /// - Throws: ``CairnError`` `.invalidModel` naming the entity and property at fault: duplicate
    ///   names, unknown destination or parent entities, inverses that do not point back.
    public func freeze() throws {
        try freezeLock.withLock { _ in
            if isFrozen { return }
            try ModelCompiler(model: self).compile()
            versionHash = Self.combinedHash(of: entities)
            entityVersionHashesByName = Dictionary(uniqueKeysWithValues: entities.map { ($0.entityName, $0.versionHash) })
            hasUniquenessConstraints = entities.contains { !$0.resolvedConstraints.isEmpty }
            // Last one wins, as in `bindings` below.
            let declared = entities.reversed().compactMap { entity in entity.managedObjectClass.map { (ObjectIdentifier($0), entity) } }
            if declared.count <= 16 { entitiesByDeclaredClass = declared }
            // A model in use lives until the process ends (the registry holds it): object IDs
            // reach their entity without retaining it (see `ObjectIDSpace`), so it must never go.
            ModelRegistry.add(self)
            let lookup = ManagedClassLookup(model: self)
            for entity in entities {
                for property in entity.declaredProperties { property.freezeState.freeze() }
                entity.freezeState.freeze()
                if let cls = entity.managedObjectClass {
                    bindings.withLock { $0.entityByClass[ObjectIdentifier(cls)] = entity }
                } else if let cls = lookup.managedClass(for: entity) {
                    // The model names the class (Xcode's `representedClassName="Book"`, or
                    // `NSStringFromClass(Book.self)`): objects of the entity are that class from
                    // the first insert or fetch on, as on Apple platforms.
                    bindings.withLock {
                        $0.entityByClass[ObjectIdentifier(cls)] = entity
                        $0.classByEntity[ObjectIdentifier(entity)] = cls
                    }
                }
            }
            freezeState.freeze()
        }
    }

    func recordWarnings(_ list: [String]) { warnings = list }

    private static func combinedHash(of entities: [EntityDescription]) -> Data {
        var hasher = SHA256()
        for entity in entities.sorted(by: { $0.entityName < $1.entityName }) {
            hasher.update(data: Data(entity.entityName.utf8))
            hasher.update(data: entity.versionHash)
        }
        return Data(hasher.finalize())
    }

    /// Whether a store whose entity hashes are `hashes` can be opened with this model.
    public func isConfiguration(compatibleWithStoreHashes hashes: [String: Data]) -> Bool {
        entitiesDiffering(fromStoreHashes: hashes).isEmpty
    }

    /// The names of the entities whose hashes differ from (or are missing in) a store's hashes.
    public func entitiesDiffering(fromStoreHashes hashes: [String: Data]) -> [String] {
        let names = Set(entityVersionHashesByName.keys).union(hashes.keys)
        return names.filter { entityVersionHashesByName[$0] != hashes[$0] }.sorted()
    }

    /// The entity whose objects are instances of `cls`.
    ///
    /// Looks for an entity bound to the class, then one whose class name or entity name equals the
    /// class's name, and remembers the answer: from then on, objects of that entity fetched through
    /// this model are instances of `cls`.
    @discardableResult
    public func entity(for cls: ManagedObject.Type) -> EntityDescription? {
        let key = ObjectIdentifier(cls)
        if isFrozen, let found = entitiesByDeclaredClass.first(where: { $0.cls == key }) { return found.entity }
        if let found = bindings.withLock({ $0.entityByClass[key] }) { return found }
        let className = String(describing: cls)
        let found =
            entities.first { $0.managedObjectClass == cls }
            ?? entities.first { $0.managedObjectClass == nil && $0.managedObjectClassName.map(Self.unqualified) == className }
            ?? entities.first { $0.managedObjectClass == nil && $0.entityName == className }
        if let found {
            bindings.withLock {
                $0.entityByClass[key] = found
                $0.classByEntity[ObjectIdentifier(found)] = cls
            }
            ManagedClassLookup.remember(cls)
        }
        return found
    }

    /// The class to instantiate for an entity: its bound class, a class found through
    /// `entity(for:)`, or `ManagedObject`.
    package func objectClass(for entity: EntityDescription) -> ManagedObject.Type {
        if let cls = entity.managedObjectClass { return cls }
        return bindings.withLock { $0.classByEntity[ObjectIdentifier(entity)] } ?? ManagedObject.self
    }

    private static func unqualified(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }

    /// A summary listing the entities.
    public var description: String {
        "ManagedObjectModel(" + entities.map(\.entityName).joined(separator: ", ") + ")"
    }
}

/// Collects the entities of a ``ManagedObjectModel`` written in a builder block.
@resultBuilder
public enum EntitiesBuilder {
    /// Collects the listed entities.
    public static func buildBlock(_ parts: [EntityDescription]...) -> [EntityDescription] { parts.flatMap { $0 } }
    /// Wraps one entity.
    public static func buildExpression(_ entity: EntityDescription) -> [EntityDescription] { [entity] }
    /// Flattens a loop.
    public static func buildArray(_ parts: [[EntityDescription]]) -> [EntityDescription] { parts.flatMap { $0 } }
}
