import Cairn
import Synchronization

/// The model classes a container stores, and a version (SwiftData's `Schema`).
///
/// ```swift
/// let schema = Schema([Trip.self, Stay.self])
/// let container = try ModelContainer(for: schema)
/// ```
///
/// The schema includes the classes its classes reach through relationships. Its engine model is
/// built once per set of classes and shared by every container of that schema.
public final class Schema: Sendable {
    /// The model classes, with the ones they reach through relationships.
    public let types: [any PersistentModel.Type]
    /// The schema's version.
    public let version: Version

    /// A schema of `types` (and the classes they reach).
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.types = Self.closure(of: types)
        self.version = version
    }

    /// A schema of `types` (and the classes they reach).
    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// The schema of a versioned schema's models.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// The entity names, one per model class.
    public var entityNames: [String] { types.map(Self.entityName) }

    /// The entity name of a model class: its name.
    static func entityName(_ type: any PersistentModel.Type) -> String { String(describing: type) }

    /// `types` and every model class they reach through relationships, each once, in order.
    private static func closure(of types: [any PersistentModel.Type]) -> [any PersistentModel.Type] {
        var result: [any PersistentModel.Type] = []
        var seen = Set<ObjectIdentifier>()
        var pending = types.reversed() as [any PersistentModel.Type]
        while let next = pending.popLast() {
            guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
            result.append(next)
            for property in next.schemaMetadata {
                if let destination = ValueKind(property.valueType).destination { pending.insert(destination, at: 0) }
            }
        }
        return result
    }

    /// Built models by the set of classes they describe.
    private static let models = Locked([[ObjectIdentifier]: ManagedObjectModel]())

    /// The engine model of the schema: built (and registered) on first use, then shared.
    ///
    /// - Throws: ``CairnError`` `.invalidModel` naming the class and property that cannot be
    ///   modelled.
    func managedObjectModel() throws -> ManagedObjectModel {
        let key = types.map(ObjectIdentifier.init).sorted { UInt(bitPattern: $0) < UInt(bitPattern: $1) }
        if let model = Self.models.withLock({ $0[key] }) { return model }
        let model = try SchemaCompiler(types: types).compile()
        try model.freeze()
        let stored = Self.models.withLock { models in
            if let existing = models[key] { return existing }
            models[key] = model
            return model
        }
        ModelTypeRegistry.register(Dictionary(types.map { (Self.entityName($0), $0) }, uniquingKeysWith: { a, _ in a }), in: stored)
        return stored
    }

    /// `[\.a, \.b]` groups of `#Unique` / `#Index` as key paths; used by the macros' expansions.
    public static func keyPathGroups<T>(_ type: T.Type, _ groups: [PartialKeyPath<T>]...) -> [[AnyKeyPath]] {
        groups.map { $0.map { $0 as AnyKeyPath } }
    }
}
