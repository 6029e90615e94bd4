import Cairn
import Foundation

/// One walk of the demo's dog (seed 004, DogWalk).
final class Walk: ManagedObject {
    /// When the walk happened.
    @Managed var date: Date?
    /// The dog that was walked (inverse of `Dog.walks`).
    @Managed var dog: Dog?
}
