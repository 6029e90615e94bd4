#if !canImport(ObjectiveC)
    extension UndoManager {
        /// Registers a closure that undoes a change to `target`.
        ///
        /// While undoing, the operation goes on the redo stack (this is how a handler makes its
        /// undo redoable); while redoing, or otherwise, on the undo stack. A registration that is
        /// neither clears the redo stack. With no group open and `groupsByEvent` set, it opens the
        /// automatic group first. Ignored while registration is disabled.
        ///
        /// The target is held weakly: if it no longer exists when its operation is undone, the
        /// operation is skipped (Apple's unowned reference would crash).
        ///
        /// - Precondition: a group is open, or `groupsByEvent` is `true`.
        public func registerUndo<TargetType: AnyObject>(
            withTarget target: TargetType,
            handler: @escaping (TargetType) -> Void
        ) {
            let action = UndoAction(target: target, handler: handler)
            guard state.withLock({ $0.register(action) }) == true else { return }
            post(.NSUndoManagerDidOpenUndoGroup)
            closeAutomaticGroupAtEndOfPass()
        }

        /// Disables the recording of undo operations; calls nest, and each needs a matching
        /// `enableUndoRegistration()`.
        public func disableUndoRegistration() {
            state.withLock { $0.disableCount += 1 }
        }

        /// Re-enables the recording of undo operations once it balances every earlier
        /// `disableUndoRegistration()`.
        ///
        /// - Precondition: registration is disabled (Apple raises an exception here).
        public func enableUndoRegistration() {
            state.withLock { state in
                precondition(
                    state.disableCount > 0,
                    """
                    UndoManager.enableUndoRegistration() was called while registration is enabled. \
                    Each enableUndoRegistration() must balance an earlier disableUndoRegistration().
                    """)
                state.disableCount -= 1
            }
        }

        /// Whether undo operations are recorded: no `disableUndoRegistration()` is in effect.
        public var isUndoRegistrationEnabled: Bool {
            state.withLock { $0.disableCount == 0 }
        }

        /// Clears the undo and redo stacks and re-enables registration.
        ///
        /// Open groups stay open but lose their operations, so the `endUndoGrouping()` calls that
        /// balance them remain valid.
        public func removeAllActions() {
            state.withLock { state in
                state.undoStack.removeAll()
                state.redoStack.removeAll()
                for index in state.openGroups.indices { state.openGroups[index].steps.removeAll() }
                state.disableCount = 0
            }
        }

        /// Removes every operation registered with `target` from both stacks and the open groups,
        /// dropping stacked groups left empty. Does not re-enable registration.
        ///
        /// Call it when a target goes away while the manager lives on.
        public func removeAllActions(withTarget target: Any) {
            let object = target as AnyObject
            state.withLock { state in
                func strip(_ groups: inout [UndoGroup], keepingEmpty: Bool) {
                    for index in groups.indices { groups[index].removeActions(withTarget: object) }
                    if !keepingEmpty { groups.removeAll { $0.isEmpty } }
                }
                strip(&state.undoStack, keepingEmpty: false)
                strip(&state.redoStack, keepingEmpty: false)
                strip(&state.openGroups, keepingEmpty: true)
                strip(&state.setAside, keepingEmpty: true)
            }
        }
    }
#endif
