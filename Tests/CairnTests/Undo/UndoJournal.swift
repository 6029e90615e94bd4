/// An undo target that logs which operations ran, in order.
final class UndoJournal {
    var entries: [String] = []
}
