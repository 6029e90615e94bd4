import Cairn
import Foundation

/// The demo's dog (seed 004, DogWalk): a name and an ordered list of walks.
final class Dog: ManagedObject {
    /// The dog's name.
    @Managed var name: String?
    /// The dog's walks, oldest first (ordered to-many, cascade).
    @Managed var walks: NSOrderedSet?
}
