import Cairn

/// A document whose setter registers its own inverse, the way Apple's guide writes undo:
/// undoing calls the setter, which registers the redo.
final class UndoDocument {
    let undoManager: UndoManager
    private(set) var title = ""

    init(_ undoManager: UndoManager) { self.undoManager = undoManager }

    func setTitle(_ newTitle: String) {
        let oldTitle = title
        undoManager.registerUndo(withTarget: self) { $0.setTitle(oldTitle) }
        title = newTitle
    }
}
