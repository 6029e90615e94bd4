#if !canImport(ObjectiveC)
    extension UndoManager {
        /// Names the current undo group (the open top-level group, else the last one recorded) for
        /// the Undo and Redo menu titles; an empty name removes it. Ignored while registration is
        /// disabled.
        ///
        /// Undoing a group carries its name to the redo group, unless a handler names that group.
        public func setActionName(_ actionName: String) {
            state.withLock { state in
                guard state.disableCount == 0 else { return }
                state.updateCurrentGroup { $0.actionName = actionName }
            }
        }

        /// The name of the group `undo()` would undo; empty if it has none or nothing can be undone.
        public var undoActionName: String {
            state.withLock { $0.nextUndoGroup?.actionName ?? "" }
        }

        /// The name of the group `redo()` would redo; empty if it has none or nothing can be redone.
        public var redoActionName: String {
            state.withLock { $0.redoStack.last?.actionName ?? "" }
        }

        /// The title of the Undo menu command, such as "Undo Typing"; "Undo" when the group has no
        /// name or there is nothing to undo.
        public var undoMenuItemTitle: String {
            undoMenuTitle(forUndoActionName: undoActionName)
        }

        /// The title of the Redo menu command, such as "Redo Typing"; "Redo" when the group has no
        /// name or there is nothing to redo.
        public var redoMenuItemTitle: String {
            redoMenuTitle(forUndoActionName: redoActionName)
        }

        /// Marks the most recently registered operation as safe to drop when a document cannot be
        /// saved (a change of the visible area, say).
        ///
        /// A group whose operations are all discardable is reported with
        /// `NSUndoManagerGroupIsDiscardableKey` when it closes, and by `undoActionIsDiscardable` /
        /// `redoActionIsDiscardable`.
        public func setActionIsDiscardable(_ discardable: Bool) {
            state.withLock { state in
                state.updateCurrentGroup(innermost: true) { $0.markLastAction(discardable: discardable) }
            }
        }

        /// Whether the group `undo()` would undo holds only discardable operations.
        public var undoActionIsDiscardable: Bool {
            state.withLock { $0.nextUndoGroup?.isDiscardable ?? false }
        }

        /// Whether the group `redo()` would redo holds only discardable operations.
        public var redoActionIsDiscardable: Bool {
            state.withLock { $0.redoStack.last?.isDiscardable ?? false }
        }
    }
#endif
