#if !canImport(ObjectiveC)
    import Foundation

    // Apple's spelling: the names import from Objective-C as `NSNotification.Name` members with
    // the "Notification" suffix dropped; the raw values keep it.
    extension Notification.Name {
        /// Posted when an undo manager opens or closes an undo group (except an automatic
        /// top-level one) and when `canRedo` is read, so observers can record pending operations.
        public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
        /// Posted just before an undo manager undoes a group.
        public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
        /// Posted just after an undo manager undoes a group.
        public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
        /// Posted just before an undo manager redoes a group.
        public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
        /// Posted just after an undo manager redoes a group.
        public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
        /// Posted after an undo manager opens an undo group.
        public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
        /// Posted before an undo manager closes an undo group; the user info holds
        /// `NSUndoManagerGroupIsDiscardableKey` when the group is discardable.
        public static let NSUndoManagerWillCloseUndoGroup = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
        /// Posted after an undo manager closes an undo group; the user info holds
        /// `NSUndoManagerGroupIsDiscardableKey` when the group is discardable.
        public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
    }

    /// The user-info key of `.NSUndoManagerWillCloseUndoGroup` and `.NSUndoManagerDidCloseUndoGroup`
    /// whose value, `true`, says the group holds only discardable operations.
    public let NSUndoManagerGroupIsDiscardableKey = "NSUndoManagerGroupIsDiscardableKey"
#endif

#if !canImport(ObjectiveC)
    // The names under `UndoManager`, as other Foundation classes spell theirs. Apple's
    // `UndoManager` has none of them, so code using them would not compile there: deprecated so
    // that the compiler points to the portable spelling.
    extension UndoManager {
        /// `.NSUndoManagerCheckpoint`, under a name Apple platforms lack.
        @available(*, deprecated, message: "Apple platforms have no such member; use Notification.Name.NSUndoManagerCheckpoint")
        public static let checkpointNotification = Notification.Name.NSUndoManagerCheckpoint
        /// `.NSUndoManagerWillUndoChange`, under a name Apple platforms lack.
        @available(*, deprecated, message: "Apple platforms have no such member; use Notification.Name.NSUndoManagerWillUndoChange")
        public static let willUndoChangeNotification = Notification.Name.NSUndoManagerWillUndoChange
        /// `.NSUndoManagerDidUndoChange`, under a name Apple platforms lack.
        @available(*, deprecated, message: "Apple platforms have no such member; use Notification.Name.NSUndoManagerDidUndoChange")
        public static let didUndoChangeNotification = Notification.Name.NSUndoManagerDidUndoChange
        /// `.NSUndoManagerWillRedoChange`, under a name Apple platforms lack.
        @available(*, deprecated, message: "Apple platforms have no such member; use Notification.Name.NSUndoManagerWillRedoChange")
        public static let willRedoChangeNotification = Notification.Name.NSUndoManagerWillRedoChange
        /// `.NSUndoManagerDidRedoChange`, under a name Apple platforms lack.
        @available(*, deprecated, message: "Apple platforms have no such member; use Notification.Name.NSUndoManagerDidRedoChange")
        public static let didRedoChangeNotification = Notification.Name.NSUndoManagerDidRedoChange
        /// `.NSUndoManagerDidOpenUndoGroup`, under a name Apple platforms lack.
        @available(*, deprecated, message: "Apple platforms have no such member; use Notification.Name.NSUndoManagerDidOpenUndoGroup")
        public static let didOpenUndoGroupNotification = Notification.Name.NSUndoManagerDidOpenUndoGroup
        /// `.NSUndoManagerWillCloseUndoGroup`, under a name Apple platforms lack.
        @available(*, deprecated, message: "Apple platforms have no such member; use Notification.Name.NSUndoManagerWillCloseUndoGroup")
        public static let willCloseUndoGroupNotification = Notification.Name.NSUndoManagerWillCloseUndoGroup
        /// `.NSUndoManagerDidCloseUndoGroup`, under a name Apple platforms lack.
        @available(*, deprecated, message: "Apple platforms have no such member; use Notification.Name.NSUndoManagerDidCloseUndoGroup")
        public static let didCloseUndoGroupNotification = Notification.Name.NSUndoManagerDidCloseUndoGroup
    }
#endif
