import Cairn

/// Where a model keeps its persisted values: the engine object behind it (SwiftData's
/// `persistentBackingData`). The accessors `@Model` generates read and write through it; Swift picks
/// the overload from the property's type.
///
/// A model made in code gets its object at its first value, in no context (SwiftData lets you
/// create a model before any container exists); `ModelContext.insert(_:)` puts it in a context.
public struct ModelBackingData {
    /// The engine object, once the model has one.
    @usableFromInline var storage: ManagedObject?
    /// The model class.
    let modelType: any PersistentModel.Type
    /// Whether the initial values of the class's property declarations are to be ignored: this is
    /// the backing data of a fetched object's model under construction (see ``AdoptionFlag``).
    @usableFromInline let ignoresInitialValues: Bool

    /// The backing data a new `T` starts with (the `@Model` class's property initial value).
    public init<T: PersistentModel>(for type: T.Type) {
        modelType = type
        ignoresInitialValues = AdoptionFlag.take(type)
        context = nil
    }

    /// The context of a fetched model, kept alive while the model is: objects do not keep their
    /// context (as in Core Data), so without this a model fetched through a context nobody holds
    /// (`try ModelContext(container).fetch(…)`) could no longer reach its related models.
    let context: ManagedObjectContext?

    /// Backing data over an object a context holds.
    init(object: ManagedObject, type: any PersistentModel.Type) {
        storage = object
        modelType = type
        ignoresInitialValues = false
        context = object.managedObjectContext
    }

    /// The engine object; a model reads only after its initializer gave it values.
    @usableFromInline var object: ManagedObject {
        guard let storage else { Self.readBeforeInitialization(modelType) }
        return storage
    }

    @usableFromInline static func readBeforeInitialization(_ type: Any.Type) -> Never {
        preconditionFailure("A \(type) model was read before its initializer set any of its properties.")
    }

    /// The engine object, created in no context for a new model.
    @usableFromInline mutating func resolved() -> ManagedObject {
        if let storage { return storage }
        let object = ModelObject(entity: ModelTypeRegistry.entity(for: modelType), insertInto: nil)
        storage = object
        return object
    }

    // MARK: Attributes

    /// Reads an attribute the engine stores natively.
    @inlinable
    public func value<T: PropertyValueConvertible>(forKey key: ManagedPropertyKey) -> T {
        object.managedValue(forKey: key)
    }

    /// Writes an attribute the engine stores natively.
    @inlinable
    public mutating func setValue<T: PropertyValueConvertible>(_ value: T, forKey key: ManagedPropertyKey) {
        resolved().setManagedValue(value, forKey: key)
    }

    /// Reads an enum stored as its raw value. A raw value with no case (a newer version of the
    /// app, or another device through sync, wrote it) reads as the property's default value (its
    /// declaration's, else the first case of a `CaseIterable` enum) and is reported through the
    /// context's `lastDecodingError` and the log.
    public func value<T: RawRepresentable>(forKey key: ManagedPropertyKey) -> T where T.RawValue: PropertyValueConvertible {
        let raw: T.RawValue = object.managedValue(forKey: key)
        if let value = T(rawValue: raw) { return value }
        guard let standIn = EnumStandIn.value(of: T.self, forKey: key.name, in: modelType, object: object) else {
            preconditionFailure(
                "\(object.entity.entityName).\(key) of \(object.objectID) holds \(raw), which is not a raw value of \(T.self), and the property has no default value to read instead; give it an initial value (or make the enum CaseIterable, or the property optional)."
            )
        }
        object.reportUndecodable(key.name, holding: "\(raw)", EnumStandIn.problem(T.self), readAs: "\(standIn)", stored: raw.propertyValue)
        return standIn
    }

    /// Reads an optional enum stored as its raw value. A raw value with no case reads as `nil` and
    /// is reported through the context's `lastDecodingError` and the log.
    public func value<T: RawRepresentable>(forKey key: ManagedPropertyKey) -> T? where T.RawValue: PropertyValueConvertible {
        let stored: T.RawValue? = object.managedValue(forKey: key)
        guard let raw = stored else { return nil }
        if let value = T(rawValue: raw) { return value }
        object.reportUndecodable(key.name, holding: "\(raw)", EnumStandIn.problem(T.self), readAs: "nil", stored: raw.propertyValue)
        return nil
    }

    /// Writes an enum as its raw value.
    public mutating func setValue<T: RawRepresentable>(_ value: T, forKey key: ManagedPropertyKey) where T.RawValue: PropertyValueConvertible {
        resolved().setManagedValue(value.rawValue, forKey: key)
    }

    /// Writes an optional enum as its raw value.
    public mutating func setValue<T: RawRepresentable>(_ value: T?, forKey key: ManagedPropertyKey) where T.RawValue: PropertyValueConvertible {
        resolved().setManagedValue(value?.rawValue, forKey: key)
    }

    /// Reads any other `Codable` value (stored as JSON).
    @_disfavoredOverload
    public func value<T: Codable>(forKey key: ManagedPropertyKey) -> T {
        object.managedValue(forKey: key)
    }

    /// Writes any other `Codable` value (stored as JSON).
    @_disfavoredOverload
    public mutating func setValue<T: Codable>(_ value: T, forKey key: ManagedPropertyKey) {
        resolved().setManagedValue(value, forKey: key)
    }

    // MARK: Relationships

    /// The objects in relationship `key`: pending ones while the model is in no context (the
    /// engine relates objects of one context only), else the engine's.
    private func relatedObjects(forKey key: ManagedPropertyKey, toMany: Bool) -> [ManagedObject] {
        if let pending = object as? ModelObject, pending.managedObjectContext == nil { return pending.related(key.name) }
        if toMany { return object.managedValue(forKey: key) }
        let one: ManagedObject? = object.managedValue(forKey: key)
        return one.map { [$0] } ?? []
    }

    /// Sets relationship `key` to the objects of `models` (a related model in no context joins
    /// this model's context, and this model, in none, joins a related model's context, as in
    /// SwiftData: `Subissue(issue: inserted)` is inserted too; the inverse follows).
    private mutating func setRelated<T: PersistentModel>(_ models: [T], forKey key: ManagedPropertyKey, toMany: Bool) {
        var owner = resolved()
        let related = models.map { ModelTypeRegistry.object(of: $0, joining: owner) }
        if owner.managedObjectContext == nil, let context = related.lazy.compactMap(\.managedObjectContext).first {
            // The insert may move the model to a copy in the context's entity: this backing data,
            // being changed, takes the copy itself.
            owner = ModelGraph.insertFromBackingData(owner, into: context)
            storage = owner
        }
        if let pending = owner as? ModelObject, owner.managedObjectContext == nil {
            pending.setPending(related, for: key.name)
        } else if toMany {
            owner.setManagedValue(related, forKey: key)
        } else {
            owner.setManagedValue(related.first, forKey: key)
        }
    }

    /// Reads a to-one relationship.
    public func value<T: PersistentModel>(forKey key: ManagedPropertyKey) -> T? {
        relatedObjects(forKey: key, toMany: false).first.map { ModelTypeRegistry.model(for: $0, as: T.self) }
    }

    /// Reads a required to-one relationship.
    public func value<T: PersistentModel>(forKey key: ManagedPropertyKey) -> T {
        guard let model: T = value(forKey: key) else {
            preconditionFailure(
                "\(object.entity.entityName).\(key) is nil but is declared as non-optional \(T.self); declare it as \(T.self)? or set it before reading it.")
        }
        return model
    }

    /// Writes a to-one relationship.
    public mutating func setValue<T: PersistentModel>(_ value: T?, forKey key: ManagedPropertyKey) {
        setRelated(value.map { [$0] } ?? [], forKey: key, toMany: false)
    }

    /// Reads a to-many relationship (unordered, as SwiftData's).
    public func value<T: PersistentModel>(forKey key: ManagedPropertyKey) -> [T] {
        relatedObjects(forKey: key, toMany: true).map { ModelTypeRegistry.model(for: $0, as: T.self) }
    }

    /// Reads an optional to-many relationship (never `nil` once the model has an object).
    public func value<T: PersistentModel>(forKey key: ManagedPropertyKey) -> [T]? {
        let models: [T] = value(forKey: key)
        return models
    }

    /// Writes a to-many relationship.
    public mutating func setValue<T: PersistentModel>(_ value: [T], forKey key: ManagedPropertyKey) {
        setRelated(value, forKey: key, toMany: true)
    }

    /// Writes an optional to-many relationship (`nil` empties it).
    public mutating func setValue<T: PersistentModel>(_ value: [T]?, forKey key: ManagedPropertyKey) {
        setValue(value ?? [], forKey: key)
    }

    // MARK: Initial values

    /// Writes a property's initial value (from the class's declaration or initializer), unless
    /// this is a fetched object's model under construction.
    @inlinable
    public mutating func setInitialValue<T: PropertyValueConvertible>(_ value: T, forKey key: ManagedPropertyKey) {
        if ignoresInitialValues { return }
        setValue(value, forKey: key)
    }

    /// Writes an enum's initial value.
    public mutating func setInitialValue<T: RawRepresentable>(_ value: T, forKey key: ManagedPropertyKey) where T.RawValue: PropertyValueConvertible {
        if ignoresInitialValues { return }
        setValue(value, forKey: key)
    }

    /// Writes an optional enum's initial value.
    public mutating func setInitialValue<T: RawRepresentable>(_ value: T?, forKey key: ManagedPropertyKey) where T.RawValue: PropertyValueConvertible {
        if ignoresInitialValues { return }
        setValue(value, forKey: key)
    }

    /// Writes a `Codable` initial value.
    @_disfavoredOverload
    public mutating func setInitialValue<T: Codable>(_ value: T, forKey key: ManagedPropertyKey) {
        if ignoresInitialValues { return }
        setValue(value, forKey: key)
    }

    /// Writes a to-one relationship's initial value.
    public mutating func setInitialValue<T: PersistentModel>(_ value: T?, forKey key: ManagedPropertyKey) {
        if ignoresInitialValues { return }
        setValue(value, forKey: key)
    }

    /// Writes a to-many relationship's initial value.
    public mutating func setInitialValue<T: PersistentModel>(_ value: [T], forKey key: ManagedPropertyKey) {
        if ignoresInitialValues { return }
        setValue(value, forKey: key)
    }

    /// Writes an optional to-many relationship's initial value.
    public mutating func setInitialValue<T: PersistentModel>(_ value: [T]?, forKey key: ManagedPropertyKey) {
        if ignoresInitialValues { return }
        setValue(value, forKey: key)
    }
}
