extension ModelContext {
    /// Posted by ``ModelContext/save()`` before it saves; the object is the context.
    public static let willSave = Notification.Name("CairnData.ModelContext.willSave")
    /// Posted by ``ModelContext/save()`` after it saved; the object is the context, and `userInfo`
    /// holds arrays of ``PersistentIdentifier`` under ``NotificationKey``'s raw values.
    public static let didSave = Notification.Name("CairnData.ModelContext.didSave")

    /// The `userInfo` keys of ``didSave`` (SwiftData's `ModelContext.NotificationKey`).
    public enum NotificationKey: String, Sendable {
        /// The identifiers of the inserted models (permanent, as saved).
        case insertedIdentifiers
        /// The identifiers of the changed models.
        case updatedIdentifiers
        /// The identifiers of the deleted models.
        case deletedIdentifiers
        /// Present when every model was invalidated.
        case invalidatedAllIdentifiers
        /// The query generation (not used by Cairn).
        case queryGeneration
    }
}
