/// The way from the context's notifications to a controller, without keeping it alive.
///
/// `@unchecked Sendable`: the context posts its notifications on its own queue, which is the
/// queue the controller must be used on; the link is read only there.
final class ControllerLink: @unchecked Sendable {
    weak var controller: AnyFetchedResultsController?

    init(_ controller: AnyFetchedResultsController) {
        self.controller = controller
    }
}
