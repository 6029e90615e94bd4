#if !canImport(ObjectiveC)
    /// Everything an `UndoManager` knows, behind its lock. Pure bookkeeping: it posts nothing and
    /// calls no handler, so the manager can post and run handlers with the lock released.
    struct UndoState {
        /// What the manager is doing; registrations go to the redo stack only while undoing.
        enum Activity: Sendable {
            case idle, undoing, redoing
        }

        var undoStack: [UndoGroup] = []
        var redoStack: [UndoGroup] = []
        /// The open groups, outermost first.
        var openGroups: [UndoGroup] = []
        /// The caller's open groups, set aside while an undo or redo records into a group of its own.
        var setAside: [UndoGroup] = []
        var activity = Activity.idle
        var disableCount = 0
        var groupsByEvent = true
        var levelsOfUndo = 0
        /// Whether a close of the automatic group is already queued for the end of this pass.
        var endOfPassScheduled = false

        /// Whether an open group holds operations that `undo()` would undo after closing it.
        var openGroupHasActions: Bool {
            activity == .idle && openGroups.contains { !$0.isEmpty }
        }

        /// The group `undo()` would undo next, open or on the stack.
        var nextUndoGroup: UndoGroup? {
            openGroupHasActions ? openGroups.first : undoStack.last
        }

        /// Records `action` in the innermost open group, opening an automatic group first if none
        /// is open. Returns whether it opened one; `nil` when registration is disabled.
        mutating func register(_ action: UndoAction) -> Bool? {
            guard disableCount == 0 else { return nil }
            let opens = openGroups.isEmpty
            if opens {
                precondition(
                    groupsByEvent,
                    """
                    UndoManager: an undo operation was registered with no open undo group while \
                    groupsByEvent is false. Call beginUndoGrouping() before registering, or leave \
                    groupsByEvent true.
                    """)
                openGroups.append(UndoGroup(isAutomatic: true))
            }
            openGroups[openGroups.count - 1].steps.append(.action(action))
            // A new change makes the undone ones unreachable; undoing and redoing record their own
            // inverses, which must not erase the other stack.
            if activity == .idle { redoStack.removeAll() }
            return opens
        }

        /// Closes the innermost open group into its parent or onto a stack; with `finished`, the
        /// group an undo or redo recorded into, restores the caller's groups afterwards.
        mutating func closeInnermostGroup(finishing finished: UndoGroup? = nil) {
            guard var group = openGroups.popLast() else { return }
            if let finished, group.actionName.isEmpty { group.actionName = finished.actionName }
            if !group.isEmpty {
                if openGroups.isEmpty {
                    push(group, toRedo: activity == .undoing)
                } else {
                    openGroups[openGroups.count - 1].steps.append(.group(group))
                }
            }
            if finished != nil {
                openGroups = setAside
                setAside = []
                activity = .idle
            }
        }

        /// Takes the group an undo (or redo) runs next and opens the group its inverses are
        /// recorded into. `nil` when there is nothing to take.
        mutating func start(_ direction: Activity) -> UndoGroup? {
            let taken: UndoGroup?
            if direction == .redoing {
                taken = redoStack.popLast()
            } else if openGroups.isEmpty {
                taken = undoStack.popLast()
            } else {
                taken = takeLastNestedGroup()
            }
            guard let taken else { return nil }
            setAside = openGroups
            openGroups = [UndoGroup()]
            activity = direction
            return taken
        }

        /// The last closed group inside the innermost open group, for `undoNestedGroup()`.
        private mutating func takeLastNestedGroup() -> UndoGroup? {
            let innermost = openGroups.count - 1
            guard case .group(let nested)? = openGroups[innermost].steps.last else {
                preconditionFailure(
                    """
                    UndoManager.undoNestedGroup(): the innermost open undo group does not end with a \
                    closed nested group. Close the group you want to undo with endUndoGrouping() \
                    first, and register nothing in its parent before undoing it.
                    """)
            }
            openGroups[innermost].steps.removeLast()
            return nested
        }

        /// Whether `start(direction)` would find a group.
        func hasGroup(for direction: Activity) -> Bool {
            switch direction {
            case .redoing: !redoStack.isEmpty
            case .undoing, .idle: openGroups.isEmpty ? !undoStack.isEmpty : true
            }
        }

        mutating func push(_ group: UndoGroup, toRedo: Bool) {
            if toRedo { redoStack.append(group) } else { undoStack.append(group) }
            trimToLevelsOfUndo()
        }

        /// Drops the oldest groups beyond `levelsOfUndo` (0: no limit).
        mutating func trimToLevelsOfUndo() {
            guard levelsOfUndo > 0 else { return }
            undoStack.removeFirst(max(0, undoStack.count - levelsOfUndo))
            redoStack.removeFirst(max(0, redoStack.count - levelsOfUndo))
        }

        /// Applies `change` to the group a name or discardable mark belongs to: the outermost (or
        /// for `innermost`, the innermost) open group, else the last group recorded.
        mutating func updateCurrentGroup(innermost: Bool = false, _ change: (inout UndoGroup) -> Void) {
            if !openGroups.isEmpty {
                change(&openGroups[innermost ? openGroups.count - 1 : 0])
            } else if !undoStack.isEmpty {
                change(&undoStack[undoStack.count - 1])
            }
        }
    }
#endif
