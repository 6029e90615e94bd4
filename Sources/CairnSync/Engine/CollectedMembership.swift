/// The members a many-to-many relationship of one object has in the store, as the history
/// reader found them (sync names and keys).
struct CollectedMembership: Sendable {
    let key: ObjectKey
    let relationship: String
    let members: Set<ObjectKey>
}
