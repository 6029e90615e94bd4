/// What a context's objects hold to reach it: one small object per context.
///
/// The reference is weak: a context is `Sendable`, so its last reference may be dropped on one
/// thread while another reads an object, and a weak load then answers `nil` (or keeps the context
/// alive for as long as the reader holds it) instead of reaching freed memory. A weak reference
/// gives the context a side table, which makes retains and releases of the context slower; objects
/// reach their context only to record a first change and to fault, so that cost stays small.
final class ContextLink: @unchecked Sendable {
    // Safety: `context` is written once, by the context's initializer, before the link is shared;
    // loads of a weak reference are safe against the referent's deinitialization on another thread.

    /// The context, or `nil` once it is gone.
    weak var context: ManagedObjectContext?

    init() {}
}
