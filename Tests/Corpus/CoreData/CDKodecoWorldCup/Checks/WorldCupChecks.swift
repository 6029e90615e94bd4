import Testing
import CairnCoreData
@testable import CDKodecoWorldCup

// Core Data by Tutorials' WorldCup (chapter 5): an NSFetchedResultsController over Team,
// sectioned by qualifying zone, sorted by zone, wins, name; its delegate told of changes.

@MainActor
enum WorldCupFixture {
    static let model: NSManagedObjectModel? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Code/WorldCup.xcdatamodeld")
        return try? NSManagedObjectModel(contentsOf: url)
    }()

    static func context() throws -> NSManagedObjectContext {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("CDKodecoWorldCup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let container = NSPersistentContainer(name: "WorldCup", managedObjectModel: try #require(model))
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: directory.appendingPathComponent("WorldCup.sqlite"))]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return container.viewContext
    }

    /// What `importJSONSeedData()` does with seed.json, for a few teams.
    static func importTeams(_ context: NSManagedObjectContext) throws {
        let teams: [[String: Any]] = [
            ["teamName": "Brazil", "qualifyingZone": "South America", "imageName": "brazil-flag", "wins": NSNumber(value: 3)],
            ["teamName": "Argentina", "qualifyingZone": "South America", "imageName": "argentina-flag", "wins": NSNumber(value: 3)],
            ["teamName": "Uruguay", "qualifyingZone": "South America", "imageName": "uruguay-flag", "wins": NSNumber(value: 1)],
            ["teamName": "France", "qualifyingZone": "Europe", "imageName": "france-flag", "wins": NSNumber(value: 0)],
            ["teamName": "Spain", "qualifyingZone": "Europe", "imageName": "spain-flag", "wins": NSNumber(value: 2)],
            ["teamName": "Japan", "qualifyingZone": "Asia", "imageName": "japan-flag", "wins": NSNumber(value: 1)],
        ]
        for jsonDictionary in teams {
            let team = Team(context: context)
            team.teamName = jsonDictionary["teamName"] as? String
            team.qualifyingZone = jsonDictionary["qualifyingZone"] as? String
            team.imageName = jsonDictionary["imageName"] as? String
            team.losses = 0
            team.wins = (jsonDictionary["wins"] as! NSNumber).int32Value
        }
        try context.save()
    }

    static func controller(_ context: NSManagedObjectContext) -> NSFetchedResultsController<Team> {
        let fetchRequest: NSFetchRequest<Team> = Team.fetchRequest()
        let zoneSort = NSSortDescriptor(key: "qualifyingZone", ascending: true)
        let scoreSort = NSSortDescriptor(key: "wins", ascending: false)
        let nameSort = NSSortDescriptor(key: "teamName", ascending: true)
        fetchRequest.sortDescriptors = [zoneSort, scoreSort, nameSort]
        return NSFetchedResultsController(
            fetchRequest: fetchRequest, managedObjectContext: context,
            sectionNameKeyPath: "qualifyingZone", cacheName: nil)
    }
}

final class TeamChangeRecorder: NSObject, NSFetchedResultsControllerDelegate {
    var events: [String] = []
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { events.append("will") }
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
        switch type {
        case .insert: events.append("insert \(newIndexPath.map { "\($0.section).\($0.item)" } ?? "?")")
        case .delete: events.append("delete")
        case .move: events.append("move")
        case .update: events.append("update")
        @unknown default: events.append("other")
        }
    }
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {
        events.append(type == .insert ? "insert section \(sectionIndex)" : "section change")
    }
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { events.append("did") }
}

@MainActor
@Suite struct WorldCupChecks {
    @Test func theCountGuardsTheSeedImport() throws {
        let context = try WorldCupFixture.context()
        #expect(try context.count(for: Team.fetchRequest() as NSFetchRequest<Team>) == 0)
        try WorldCupFixture.importTeams(context)
        #expect(try context.count(for: Team.fetchRequest() as NSFetchRequest<Team>) == 6)
    }

    @Test func sectionsAreTheQualifyingZonesInOrder() throws {
        let context = try WorldCupFixture.context()
        try WorldCupFixture.importTeams(context)
        let controller = WorldCupFixture.controller(context)
        try controller.performFetch()
        let sections = try #require(controller.sections)
        #expect(sections.map(\.name) == ["Asia", "Europe", "South America"])
        #expect(sections.map(\.numberOfObjects) == [1, 2, 3])
        #expect(controller.fetchedObjects?.count == 6)
    }

    @Test func teamsAreSortedByWinsThenNameWithinASection() throws {
        let context = try WorldCupFixture.context()
        try WorldCupFixture.importTeams(context)
        let controller = WorldCupFixture.controller(context)
        try controller.performFetch()
        let southAmerica = (controller.sections?[2].objects as? [Team])?.compactMap(\.teamName)
        #expect(southAmerica == ["Argentina", "Brazil", "Uruguay"])
        #expect(controller.object(at: IndexPath(item: 0, section: 1)).teamName == "Spain")
        let france = try #require(controller.fetchedObjects?.first { $0.teamName == "France" })
        #expect(controller.indexPath(forObject: france) == IndexPath(item: 1, section: 1))
    }

    @Test func aWinMovesATeamAndTellsTheDelegate() throws {
        let context = try WorldCupFixture.context()
        try WorldCupFixture.importTeams(context)
        let controller = WorldCupFixture.controller(context)
        let recorder = TeamChangeRecorder()
        controller.delegate = recorder
        try controller.performFetch()

        // The chapter's tableView(_:didSelectRowAt:): wins += 1, then save.
        let france = controller.object(at: IndexPath(item: 1, section: 1))
        france.wins += 3
        try context.save()
        #expect(recorder.events.first == "will")
        #expect(recorder.events.last == "did")
        #expect(recorder.events.contains("move") || recorder.events.contains("update"))
        #expect(controller.object(at: IndexPath(item: 0, section: 1)).teamName == "France")
    }

    @Test func addingATeamInANewZoneInsertsASection() throws {
        let context = try WorldCupFixture.context()
        try WorldCupFixture.importTeams(context)
        let controller = WorldCupFixture.controller(context)
        let recorder = TeamChangeRecorder()
        controller.delegate = recorder
        try controller.performFetch()

        // The chapter's "add team" alert.
        let team = Team(context: context)
        team.teamName = "Australia"
        team.qualifyingZone = "Oceania"
        team.imageName = "wenderland-flag"
        try context.save()
        #expect(controller.sections?.map(\.name) == ["Asia", "Europe", "Oceania", "South America"])
        #expect(recorder.events.contains("insert section 2"))
        #expect(recorder.events.contains("insert 2.0"))
    }

    @Test func deletingATeamRemovesIt() throws {
        let context = try WorldCupFixture.context()
        try WorldCupFixture.importTeams(context)
        let controller = WorldCupFixture.controller(context)
        let recorder = TeamChangeRecorder()
        controller.delegate = recorder
        try controller.performFetch()
        context.delete(controller.object(at: IndexPath(item: 0, section: 0)))
        try context.save()
        #expect(recorder.events.contains("delete"))
        #expect(controller.sections?.map(\.name) == ["Europe", "South America"])
        #expect(controller.fetchedObjects?.count == 5)
    }

    @Test func theStacksSaveContextSavesTheDefaultStore() throws {
        let stack = CoreDataStack(modelName: "WorldCup")
        let team = Team(context: stack.managedContext)
        team.teamName = "Stack \(UUID().uuidString)"
        stack.saveContext()
        #expect(stack.managedContext.hasChanges == false)
        #expect(team.objectID.isTemporaryID == false)
        stack.managedContext.delete(team)
        stack.saveContext()
    }
}
