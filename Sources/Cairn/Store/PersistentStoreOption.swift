/// The option keys the stores shipped with Cairn understand, for
/// ``PersistentStoreCoordinator/addPersistentStore(type:configuration:at:options:)`` and
/// `PersistentStoreDescription.setOption(_:forKey:)` (Core Data's `NS…PersistentStoreOption` keys).
///
/// ```swift
/// try coordinator.addPersistentStore(at: url, options: [PersistentStoreOption.countStatements: "true"])
/// ```
///
/// Until `PersistentStore` became a protocol, the first key was `PersistentStore.countStatementsOption`
/// (a protocol cannot be asked for a static member by name).
public enum PersistentStoreOption {
    /// `"true"` turns on ``PersistentStore/executedStatementCount`` (SQLite and in-memory stores).
    public static let countStatements = "countStatements"
    /// `"true"` opens a SQLite store without writing to it.
    public static let readOnly = "readOnly"
}
