#if !canImport(ObjectiveC)
    /// An undo group: the operations registered between a begin and an end, in registration
    /// order, with the groups nested inside it kept whole so `undoNestedGroup()` can undo the
    /// last of them alone.
    struct UndoGroup: Sendable {
        /// One entry of a group: an operation, or a nested group closed inside it.
        enum Step: Sendable {
            case action(UndoAction)
            case group(UndoGroup)
        }

        var steps: [Step] = []
        /// The name given by `setActionName(_:)`; empty when none was given.
        var actionName = ""
        /// Whether the manager opened this group itself, on a registration (`groupsByEvent`).
        var isAutomatic = false

        var isEmpty: Bool { steps.isEmpty }

        /// True when the group holds operations and every one was marked discardable, which is
        /// when Apple reports `NSUndoManagerGroupIsDiscardableKey`.
        var isDiscardable: Bool {
            !steps.isEmpty
                && steps.allSatisfy { step in
                    switch step {
                    case .action(let action): action.isDiscardable
                    case .group(let group): group.isDiscardable
                    }
                }
        }

        /// The operations in the order undoing runs them: the last registered first, nested
        /// groups included.
        var actionsInUndoOrder: [UndoAction] {
            steps.reversed().flatMap { step -> [UndoAction] in
                switch step {
                case .action(let action): [action]
                case .group(let group): group.actionsInUndoOrder
                }
            }
        }

        /// Drops the operations whose target is `target`, and nested groups left empty.
        mutating func removeActions(withTarget target: AnyObject) {
            steps = steps.compactMap { step in
                switch step {
                case .action(let action):
                    return action.target === target ? nil : step
                case .group(var group):
                    group.removeActions(withTarget: target)
                    return group.isEmpty ? nil : .group(group)
                }
            }
        }

        /// Marks the most recently registered operation (looking into the last nested group).
        mutating func markLastAction(discardable: Bool) {
            guard let last = steps.indices.last else { return }
            switch steps[last] {
            case .action(var action):
                action.isDiscardable = discardable
                steps[last] = .action(action)
            case .group(var group):
                group.markLastAction(discardable: discardable)
                steps[last] = .group(group)
            }
        }
    }
#endif
