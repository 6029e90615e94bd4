extension AnyFetchedResultsController {
    /// This controller as a `FetchedResultsController<any FetchRequestResult>`: the same sections
    /// and objects, kept in step with this controller's results.
    ///
    /// Core Data's delegate methods take `NSFetchedResultsController<NSFetchRequestResult>`, the
    /// controller with its result type erased; Swift on Linux has no such erasure for a generic
    /// class, so the Core Data face hands delegates this view. It shares this controller's results
    /// but not its identity (`===` compares false) and does not track changes by itself.
    package var untypedResultsView: FetchedResultsController<any FetchRequestResult> {
        if let untypedView { return untypedView }
        if let view = self as? FetchedResultsController<any FetchRequestResult> { return view }
        let view = FetchedResultsController<any FetchRequestResult>(
            fetchRequest: untypedFetchRequest(), managedObjectContext: managedObjectContext,
            sectionNameKeyPath: sectionNameKeyPath, cacheName: cacheName)
        view.results = results
        view.query = query
        untypedView = view
        return view
    }
}
