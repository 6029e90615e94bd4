import Cairn
import Foundation

/// A container of a model on a store of one kind in a fresh temporary directory, and a background
/// context of it; the directory lives as long as the stack.
struct TestStack {
    let directory = TemporaryDirectory()
    let container: PersistentContainer
    let context: ManagedObjectContext

    init(_ kind: StoreKind, model: ManagedObjectModel) throws {
        container = try kind.makeContainer(model: model, directory: directory)
        context = container.newBackgroundContext()
    }
}
