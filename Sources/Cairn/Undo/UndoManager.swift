#if !canImport(ObjectiveC)
    import Foundation

    /// A general-purpose recorder of operations that enables undo and redo: Foundation's
    /// `UndoManager`, for platforms whose Foundation has none.
    ///
    /// Apple's Foundation has this class and Linux's does not; this one has Apple's API and
    /// documented behaviour, so code written for Apple compiles unchanged with `import Cairn`. On
    /// Apple platforms it is compiled out and Foundation's own is used. For example:
    ///
    /// ```swift
    /// let undoManager = UndoManager()
    /// undoManager.registerUndo(withTarget: document) { document in
    ///     document.title = oldTitle
    /// }
    /// undoManager.setActionName("Rename")
    /// undoManager.undoMenuItemTitle   // "Undo Rename"
    /// undoManager.undo()              // document.title == oldTitle; redo() sets it back
    /// ```
    ///
    /// Operations are collected in groups, and `undo()` reverts a whole group: the operations
    /// registered between `beginUndoGrouping()` and `endUndoGrouping()`, nested groups included,
    /// last registered first. A handler that registers an operation while undoing puts it on the
    /// redo stack, so `redo()` can replay it; while redoing, or at any other time, on the undo
    /// stack. A registration that is neither clears the redo stack.
    ///
    /// ## Grouping by event without a run loop
    ///
    /// With `groupsByEvent` (the default) Apple opens a group on the first registration and closes
    /// it at the end of the run-loop pass. A Linux server or a test may never run a run loop, so
    /// this one closes the automatic group:
    ///
    /// - when `undo()` runs, which closes an open top-level group first, as Apple documents; and
    ///   `endUndoGrouping()` closes it too, if you call it;
    /// - at the end of the current pass of the main queue, when the registration happens on the
    ///   main thread or the main queue (the main actor): the close is queued on the main dispatch
    ///   queue, which `RunLoop.main`, `dispatchMain()` and the main actor all drain;
    /// - never on its own elsewhere. Registrations on another thread or queue (a context's
    ///   private queue) stay in one group until `undo()` or `endUndoGrouping()` closes it; Apple's
    ///   behaves the same on a thread whose run loop does not run. Open and close groups
    ///   explicitly there, or set `groupsByEvent` to `false`.
    ///
    /// ## Threads
    ///
    /// Apple's `UndoManager` is `@MainActor`. This one is `Sendable`, so a context can own one and
    /// use it on its own queue; use each manager from one thread or queue at a time, as Apple
    /// requires. Its lock keeps its own state consistent if that rule is broken, but handlers run,
    /// and notifications are posted, on the thread that calls in, with the lock released (a handler
    /// may register, name and group as usual).
    ///
    /// ## Misuse
    ///
    /// Where Apple raises `NSInternalInconsistencyException` (closing a group that is not open,
    /// `undo()` with nested groups open, unbalanced `enableUndoRegistration()`, registering with
    /// no open group while `groupsByEvent` is `false`, undoing from an undo handler), this one
    /// stops with a `preconditionFailure` that says what to change.
    ///
    /// `@unchecked Sendable`: all mutable state is in `state`, behind its lock; handlers are called
    /// with the lock released.
    open class UndoManager: @unchecked Sendable {
        let state = Locked(UndoState())

        /// Creates an undo manager with empty stacks, grouping by event and no limit on levels.
        public init() {}

        /// Returns the title of the Undo menu command for an action name: "Undo", or
        /// "Undo <name>" when the name is not empty.
        ///
        /// Apple localizes "Undo"; this returns English. Override it to localize.
        open func undoMenuTitle(forUndoActionName actionName: String) -> String {
            actionName.isEmpty ? "Undo" : "Undo \(actionName)"
        }

        /// Returns the title of the Redo menu command for an action name: "Redo", or
        /// "Redo <name>" when the name is not empty.
        ///
        /// Apple localizes "Redo"; this returns English. Override it to localize.
        open func redoMenuTitle(forUndoActionName actionName: String) -> String {
            actionName.isEmpty ? "Redo" : "Redo \(actionName)"
        }

        /// Posts `name` on the default center with this manager as the object, and with
        /// `NSUndoManagerGroupIsDiscardableKey` when the group concerned is discardable.
        func post(_ name: Notification.Name, groupIsDiscardable: Bool = false) {
            let userInfo: [AnyHashable: Any]? = groupIsDiscardable ? [NSUndoManagerGroupIsDiscardableKey: true] : nil
            NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
        }
    }
#endif
