#if !canImport(ObjectiveC)
    /// One registered undo operation: a handler and the target it is called with.
    ///
    /// The target is held weakly, where Apple's undo manager keeps an unowned reference: the target
    /// usually owns the manager, so a strong reference would be a cycle, and an unowned one crashes
    /// when a target freed without `removeAllActions(withTarget:)` is undone. A freed target's
    /// operation is skipped instead.
    ///
    /// `@unchecked Sendable`: the handler is an ordinary closure, as in Apple's signature, so code
    /// written for Apple compiles unchanged. Safety comes from the manager's contract (one thread or
    /// queue at a time, as Apple's is `@MainActor`): the action is stored behind the manager's lock
    /// and its handler runs once, outside that lock, on the thread that undoes or redoes.
    struct UndoAction: @unchecked Sendable {
        private(set) weak var target: AnyObject?
        private let handler: (AnyObject) -> Void
        /// Whether `setActionIsDiscardable(_:)` marked this operation as safe to drop.
        var isDiscardable = false

        init<Target: AnyObject>(target: Target, handler: @escaping (Target) -> Void) {
            self.target = target
            // The cast cannot fail: the only object ever passed back is `target` itself.
            self.handler = { handler($0 as! Target) }
        }

        /// Calls the handler with the target, unless the target no longer exists.
        func perform() {
            if let target { handler(target) }
        }
    }
#endif
