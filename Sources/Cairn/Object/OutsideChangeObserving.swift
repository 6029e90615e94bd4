/// An object told when its context changes its values other than through its properties (undo,
/// rollback, refresh, a merge of another context's save): CairnData's model objects, whose models
/// are `Observable`. A protocol rather than an overridable method, because the engine's hook is
/// not public API.
package protocol OutsideChangeObserving: AnyObject {
    /// The context changed the object's values.
    func didChangeOutsideAccessors()
}
