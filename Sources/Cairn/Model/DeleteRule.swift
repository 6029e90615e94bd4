/// What happens to the destination of a relationship when its source object is deleted.
///
/// The same four rules as Core Data's `NSDeleteRule`.
public enum DeleteRule: String, Sendable, Hashable, CaseIterable, Codable {
    /// Leave the destination untouched (it may keep pointing at the deleted object until you fix it).
    case noAction
    /// Remove the deleted object from the destination's inverse relationship (the default).
    case nullify
    /// Delete the destination objects too, transitively.
    case cascade
    /// Refuse to delete the object while the relationship is not empty (the save fails with a validation error).
    case deny
}
