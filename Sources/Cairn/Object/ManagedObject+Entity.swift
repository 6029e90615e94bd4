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
enum ModelRegistry {
    private struct WeakModel { weak var model: ManagedObjectModel? }
    private static let storage = Mutex<[WeakModel]>([])

    static func add(_ model: ManagedObjectModel) {
        storage.withLock { list in
            list.removeAll { $0.model == nil }
            list.append(WeakModel(model: model))
        }
    }

    static var models: [ManagedObjectModel] {
        storage.withLock { $0.compactMap(\.model) }.reversed()
    }
}
