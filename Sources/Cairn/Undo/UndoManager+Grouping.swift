#if !canImport(ObjectiveC)
    import Dispatch
    import Foundation

    extension UndoManager {
        /// Marks the beginning of an undo group; groups nest.
        ///
        /// Every operation registered until the matching `endUndoGrouping()` is undone by one
        /// `undo()`. Posts `.NSUndoManagerCheckpoint` (unless an undo is in progress), then
        /// `.NSUndoManagerDidOpenUndoGroup`.
        public func beginUndoGrouping() {
            if !isUndoing { post(.NSUndoManagerCheckpoint) }
            state.withLock { $0.openGroups.append(UndoGroup()) }
            post(.NSUndoManagerDidOpenUndoGroup)
        }

        /// Marks the end of the innermost open undo group.
        ///
        /// Posts `.NSUndoManagerCheckpoint`, `.NSUndoManagerWillCloseUndoGroup` and
        /// `.NSUndoManagerDidCloseUndoGroup`. A top-level group goes onto the undo stack (the redo
        /// stack while undoing); a group with no operations is dropped.
        ///
        /// - Precondition: a group is open (Apple raises an exception here).
        public func endUndoGrouping() {
            state.withLock { state in
                precondition(
                    !state.openGroups.isEmpty,
                    """
                    UndoManager.endUndoGrouping() was called with no open undo group. Each \
                    endUndoGrouping() must balance an earlier beginUndoGrouping().
                    """)
                precondition(
                    state.activity == .idle || state.openGroups.count > 1,
                    """
                    UndoManager.endUndoGrouping() was called from an undo or redo handler for a group \
                    the handler did not open. Balance every beginUndoGrouping() inside the handler.
                    """)
            }
            closeGroup()
        }

        /// The number of open undo groups, counting the one an undo or redo records its inverse in
        /// while it runs; 0 when none is open.
        public var groupingLevel: Int {
            state.withLock { $0.openGroups.count }
        }

        /// Whether the manager opens a group on the first registration and closes it at the end of
        /// the event. Defaults to `true`.
        ///
        /// Where the automatic group closes on Linux is described under "Grouping by event without
        /// a run loop" in ``UndoManager``. With `false`, open and close every group yourself before
        /// registering and before calling `undo()`.
        public var groupsByEvent: Bool {
            get { state.withLock { $0.groupsByEvent } }
            set { state.withLock { $0.groupsByEvent = newValue } }
        }

        /// The maximum number of top-level undo groups kept; 0 (the default) means no limit.
        ///
        /// When a group closes beyond the limit, the oldest groups are dropped; lowering the limit
        /// drops them at once.
        public var levelsOfUndo: Int {
            get { state.withLock { $0.levelsOfUndo } }
            set {
                precondition(newValue >= 0, "UndoManager.levelsOfUndo must be 0 (no limit) or more, not \(newValue).")
                state.withLock { state in
                    state.levelsOfUndo = newValue
                    state.trimToLevelsOfUndo()
                }
            }
        }

        /// Closes the innermost open group with Apple's notifications. `finished` is the group an
        /// undo or redo just ran, whose name the recorded inverse inherits.
        func closeGroup(finishing finished: UndoGroup? = nil) {
            // Observers record pending operations on a checkpoint, so the group must still be open.
            post(.NSUndoManagerCheckpoint)
            let discardable = state.withLock { $0.openGroups.last?.isDiscardable ?? false }
            post(.NSUndoManagerWillCloseUndoGroup, groupIsDiscardable: discardable)
            state.withLock { $0.closeInnermostGroup(finishing: finished) }
            post(.NSUndoManagerDidCloseUndoGroup, groupIsDiscardable: discardable)
        }

        /// Queues the close of the automatic group for the end of the main queue's current pass.
        ///
        /// Only from the main thread or queue: the main queue is the one that a run loop,
        /// `dispatchMain()` and the main actor all drain; a block queued for a thread nobody
        /// services would never run, and a group closed from another thread would race the thread
        /// using it.
        func closeAutomaticGroupAtEndOfPass() {
            guard ContextExecutor.isOnMainQueue else { return }
            let schedules = state.withLock { state in
                defer { state.endOfPassScheduled = true }
                return !state.endOfPassScheduled
            }
            guard schedules else { return }
            DispatchQueue.main.async { [weak self] in
                self?.endOfPass()
            }
        }

        /// Closes the automatic group if it is still the only open group, as the end of an event
        /// does on Apple platforms; a group opened explicitly inside it keeps both open.
        private func endOfPass() {
            let closes = state.withLock { state in
                state.endOfPassScheduled = false
                return state.activity == .idle && state.openGroups.count == 1 && state.openGroups[0].isAutomatic
            }
            if closes { closeGroup() }
        }
    }
#endif
