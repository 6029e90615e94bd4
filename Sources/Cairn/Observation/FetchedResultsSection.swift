/// A section of a controller's results: a value, so a section handed out (to a delegate or
/// through ``AnyFetchedResultsController/sections``) keeps describing the results of its time.
struct FetchedResultsSection: FetchedResultsSectionInfo {
    let name: String
    var members: [ManagedObject]
    var indexTitle: String?

    init(name: String, members: [ManagedObject], indexTitle: String? = nil) {
        self.name = name
        self.members = members
        self.indexTitle = indexTitle
    }

    var numberOfObjects: Int { members.count }
    var objects: [Any]? { members }
}
