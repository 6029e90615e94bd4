import Cairn

extension SortKey {
    /// Core Data's `NSSortDescriptor(keyPath:ascending:)`, for classes marked `@ManagedKeyPaths`
    /// (Swift on Linux cannot read a property's name from a key path by itself).
    ///
    /// ```swift
    /// @ManagedKeyPaths final class Note: NSManagedObject { @Managed var title: String }
    /// request.sortDescriptors = [NSSortDescriptor(keyPath: \Note.title, ascending: true)]
    /// ```
    ///
    /// A key path that is not a `@Managed` property stops the program naming the class.
    public init<Root: ManagedKeyPathNaming, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool = true) {
        guard let name = Root.managedPropertyName(for: keyPath) else {
            preconditionFailure(
                "NSSortDescriptor(keyPath:): the key path is not a @Managed property of \(Root.self); sort by a stored property or use NSSortDescriptor(key:ascending:)."
            )
        }
        self.init(key: name, ascending: ascending)
    }

    /// Core Data's `NSSortDescriptor(key:ascending:)` with an optional key, as Core Data declares
    /// it. `nil` sorts by the objects themselves, which Core Data cannot do in a store either: the
    /// fetch throws, naming the key `self`.
    @_disfavoredOverload
    public init(key: String?, ascending: Bool) {
        self.init(key ?? "self", ascending: ascending)
    }

    /// Core Data's `reversedSortDescriptor`: the same key in the other order.
    public var reversedSortDescriptor: Any {
        SortKey(key, ascending: !ascending, caseInsensitive: caseInsensitive)
    }
}
