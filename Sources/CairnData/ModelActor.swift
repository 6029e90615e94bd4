/// An actor that works on its own model context (SwiftData's `ModelActor`); declare one with
/// `@ModelActor`.
public protocol ModelActor: Actor {
    /// The container the actor's context works on.
    nonisolated var modelContainer: ModelContainer { get }
    /// The executor the actor runs on (its context's queue).
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's context.
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The actor runs on its context's serial executor.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        guard let serial = modelExecutor as? any SerialModelExecutor else {
            preconditionFailure("A ModelActor's modelExecutor must be a SerialModelExecutor (DefaultSerialModelExecutor).")
        }
        return serial.asUnownedSerialExecutor()
    }

    /// The model with `id` of type `T`, or `nil` if there is none (SwiftData's subscript).
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as type: T.Type) -> T? {
        if let registered: T = modelContext.registeredModel(for: id) { return registered }
        guard let objectID = modelContext.resolve(id), let object = try? modelContext.engine.existingObject(with: objectID) else { return nil }
        return ModelTypeRegistry.model(for: object, as: T.self)
    }
}
