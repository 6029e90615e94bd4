extension CollectionDifference.Change {
    /// The offset of the change (in the former collection for a removal, the new one for an insertion).
    var offset: Int {
        switch self {
        case .insert(let offset, _, _), .remove(let offset, _, _): return offset
        }
    }
}
