/// A broken promise found by a torture scenario (a lost save, a store that no longer opens …).
struct TortureFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
