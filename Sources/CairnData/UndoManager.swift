#if !canImport(Darwin)
    import Cairn

    /// Foundation on Linux has no `UndoManager`; SwiftData code uses Cairn's (the same API: groups,
    /// `undo()`, `redo()`, action names, levels).
    public typealias UndoManager = Cairn.UndoManager
#endif
