#if !canImport(ObjectiveC)
    import Foundation

    extension UndoManager {
        /// Closes the top-level undo group if one is open, then undoes the last group.
        ///
        /// Runs the group's operations last registered first; what they register goes on the redo
        /// stack as one group. Posts `.NSUndoManagerCheckpoint`, then, if there is something to
        /// undo, `.NSUndoManagerWillUndoChange` before and `.NSUndoManagerDidUndoChange` after.
        /// With nothing to undo it does nothing else.
        ///
        /// - Precondition: at most one group is open, and no undo or redo is running (Apple raises
        ///   an exception in both cases).
        public func undo() {
            let level = state.withLock { state in
                precondition(state.activity == .idle, "UndoManager.undo() was called from an undo or redo handler; handlers must not undo.")
                precondition(
                    state.openGroups.count <= 1,
                    """
                    UndoManager.undo() was called with \(state.openGroups.count) undo groups open. Close \
                    the nested groups with endUndoGrouping() first, or undo the last closed nested \
                    group with undoNestedGroup().
                    """)
                return state.openGroups.count
            }
            if level == 1 { endUndoGrouping() }
            undoNestedGroup()
        }

        /// Undoes the last undo group, top-level or nested, recording its inverse on the redo stack
        /// as one group.
        ///
        /// With a group open, it undoes the last group closed inside the innermost open group.
        /// Posts the notifications `undo()` posts.
        ///
        /// - Precondition: no undo or redo is running; with a group open, that group ends with a
        ///   closed nested group.
        public func undoNestedGroup() {
            perform(.undoing)
        }

        /// Redoes the last group on the redo stack, if any, recording its inverse on the undo stack
        /// as one group; the rest of the redo stack is kept.
        ///
        /// Posts `.NSUndoManagerCheckpoint`, then, if there is something to redo,
        /// `.NSUndoManagerWillRedoChange` before and `.NSUndoManagerDidRedoChange` after.
        ///
        /// - Precondition: no undo or redo is running (Apple raises an exception).
        public func redo() {
            perform(.redoing)
        }

        /// Whether there is anything to undo, counting operations in an open group.
        public var canUndo: Bool {
            state.withLock { $0.nextUndoGroup != nil }
        }

        /// Whether there is anything to redo.
        ///
        /// Posts `.NSUndoManagerCheckpoint` first: a pending registration would clear the redo
        /// stack, so observers record theirs before the answer is computed.
        public var canRedo: Bool {
            post(.NSUndoManagerCheckpoint)
            return state.withLock { !$0.redoStack.isEmpty }
        }

        /// The number of times `undo()` can be called before nothing is left, counting an open
        /// group with operations.
        public var undoCount: Int {
            state.withLock { $0.undoStack.count + ($0.openGroupHasActions ? 1 : 0) }
        }

        /// The number of times `redo()` can be called before nothing is left.
        public var redoCount: Int {
            state.withLock { $0.redoStack.count }
        }

        /// Whether an undo is running (its handlers are being called).
        public var isUndoing: Bool {
            state.withLock { $0.activity == .undoing }
        }

        /// Whether a redo is running (its handlers are being called).
        public var isRedoing: Bool {
            state.withLock { $0.activity == .redoing }
        }

        /// Runs the next group in `direction` inside a group that records its inverse, with
        /// Apple's notifications. Handlers run with the lock released.
        private func perform(_ direction: UndoState.Activity) {
            let undoing = direction == .undoing
            state.withLock { state in
                precondition(
                    state.activity == .idle,
                    """
                    UndoManager.\(undoing ? "undoNestedGroup()" : "redo()") was called from an undo or \
                    redo handler; handlers must not undo or redo.
                    """)
            }
            post(.NSUndoManagerCheckpoint)
            guard state.withLock({ $0.hasGroup(for: direction) }) else { return }
            post(undoing ? .NSUndoManagerWillUndoChange : .NSUndoManagerWillRedoChange)
            guard let group = state.withLock({ $0.start(direction) }) else { return }
            post(.NSUndoManagerDidOpenUndoGroup)
            for action in group.actionsInUndoOrder { action.perform() }
            state.withLock { state in
                precondition(
                    state.openGroups.count == 1,
                    """
                    UndoManager: an undo or redo handler left \(state.openGroups.count - 1) undo group(s) \
                    open. Balance every beginUndoGrouping() inside the handler with endUndoGrouping().
                    """)
            }
            closeGroup(finishing: group)
            post(undoing ? .NSUndoManagerDidUndoChange : .NSUndoManagerDidRedoChange)
        }
    }
#endif
