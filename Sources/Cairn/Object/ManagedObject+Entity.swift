import Foundation
import Synchronization

extension ManagedObject {
    /// The entity bound to this class in a model that is in use (Core Data's `entity()`).
    ///
    /// Trapping when no model in use has an entity for the class is a programmer error; create the
    /// coordinator (or container) first.
    public class func entity() -> EntityDescription {
        for model in ModelRegistry.models {
            if let entity = model.entity(for: self) { return entity }
        }
        preconditionFailure("No model in use has an entity for class \(self); create the PersistentContainer or coordinator with its model first.")
    }
}

/// The frozen models of this process, so class-level lookups (`Employee.entity()`) can find them.
///
/// Held strongly: a frozen model lives until the process ends anyway (see
/// `ManagedObjectModel.freeze()`), and a weak reference gave every model a side table, which put
/// each retain and release of a model (several per fetch and save) on the runtime's slow path.
enum ModelRegistry {
    private static let storage = Locked<[ManagedObjectModel]>([])

    static func add(_ model: ManagedObjectModel) {
        storage.withLock { $0.append(model) }
    }

    static var models: [ManagedObjectModel] {
        storage.withLock { $0 }.reversed()
    }
}
