extension FetchIndex {
    /// The index as written between brackets: `2`, `FIRST`, `LAST`, `SIZE`.
    var formatText: String {
        switch self {
        case .position(let position): String(position)
        case .first: "FIRST"
        case .last: "LAST"
        case .size: "SIZE"
        }
    }
}
