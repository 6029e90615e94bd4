import Testing
import CairnCoreData
@testable import CDKodecoBubbleTea

// The fetches of Core Data by Tutorials' BubbleTeaFinder (chapter 4, intermediate fetching), run
// against its model and generated classes on a real SQLite file: predicates over to-one key
// paths, count results, a dictionary result with sum:, sorts, an asynchronous fetch, a batch update.

@MainActor
enum BubbleTeaFixture {
    static let model: NSManagedObjectModel? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Code/BubbleTeaFinder.xcdatamodeld")
        return try? NSManagedObjectModel(contentsOf: url)
    }()

    static func container() throws -> NSPersistentContainer {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("CDKodecoBubbleTea-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let container = NSPersistentContainer(name: "BubbleTeaFinder", managedObjectModel: try #require(model))
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: directory.appendingPathComponent("BubbleTeaFinder.sqlite"))]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return container
    }

    /// name, price category, specials, distance, tips
    static let venues: [(String, String, Int32, Float, Int32)] = [
        ("Kung Fu Tea", "$", 2, 300, 5),
        ("boba guys", "$$", 0, 1200, 0),
        ("Tapioca Express", "$", 1, 800, 3),
        ("Cafe 85°C", "$$$", 4, 450, 0),
        ("Ten Ren", "$$", 0, 150, 7),
    ]

    static func seed(_ context: NSManagedObjectContext) throws {
        for (name, price, specials, distance, tips) in venues {
            let venue = Venue(context: context)
            venue.name = name
            venue.specialCount = specials
            let priceInfo = PriceInfo(context: context)
            priceInfo.priceCategory = price
            venue.priceInfo = priceInfo
            let location = Location(context: context)
            location.distance = distance
            location.city = "San Francisco"
            venue.location = location
            let stats = Stats(context: context)
            stats.tipCount = tips
            venue.stats = stats
        }
        try context.save()
    }
}

@MainActor
@Suite struct BubbleTeaChecks {
    @Test func countResultTypeCountsThePriceCategory() throws {
        let context = try BubbleTeaFixture.container().viewContext
        try BubbleTeaFixture.seed(context)
        let fetchRequest = NSFetchRequest<NSNumber>(entityName: "Venue")
        fetchRequest.resultType = .countResultType
        fetchRequest.predicate = NSPredicate(format: "%K == %@", "priceInfo.priceCategory", "$")
        let countResult = try context.fetch(fetchRequest)
        #expect(countResult.first?.intValue == 2)

        let expensive: NSFetchRequest<Venue> = Venue.fetchRequest()
        expensive.predicate = NSPredicate(format: "%K == %@", "priceInfo.priceCategory", "$$$")
        #expect(try context.count(for: expensive) == 1)
    }

    @Test func aDictionaryResultSumsTheSpecials() throws {
        let context = try BubbleTeaFixture.container().viewContext
        try BubbleTeaFixture.seed(context)
        let fetchRequest = NSFetchRequest<NSDictionary>(entityName: "Venue")
        fetchRequest.resultType = .dictionaryResultType
        let sumExpressionDesc = NSExpressionDescription()
        sumExpressionDesc.name = "sumDeals"
        let specialCountExp = NSExpression(forKeyPath: "specialCount")
        sumExpressionDesc.expression = NSExpression(forFunction: "sum:", arguments: [specialCountExp])
        sumExpressionDesc.expressionResultType = .integer32AttributeType
        fetchRequest.propertiesToFetch = [sumExpressionDesc]

        let results = try context.fetch(fetchRequest)
        #expect(results.count == 1)
        #expect(results.first?["sumDeals"] as? Int == 7)
    }

    @Test func theFilterPredicatesFollowToOneKeyPaths() throws {
        let context = try BubbleTeaFixture.container().viewContext
        try BubbleTeaFixture.seed(context)
        func names(_ predicate: NSPredicate) throws -> Set<String> {
            let request: NSFetchRequest<Venue> = Venue.fetchRequest()
            request.predicate = predicate
            return Set(try context.fetch(request).compactMap(\.name))
        }
        #expect(try names(NSPredicate(format: "%K > 0", "specialCount")) == ["Kung Fu Tea", "Tapioca Express", "Cafe 85°C"])
        #expect(try names(NSPredicate(format: "%K < 500", "location.distance")) == ["Kung Fu Tea", "Cafe 85°C", "Ten Ren"])
        #expect(try names(NSPredicate(format: "%K > 0", "stats.tipCount")) == ["Kung Fu Tea", "Tapioca Express", "Ten Ren"])
        let both = NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSPredicate(format: "%K == %@", "priceInfo.priceCategory", "$"),
            NSPredicate(format: "%K < 500", "location.distance"),
        ])
        #expect(try names(both) == ["Kung Fu Tea"])
    }

    @Test func theSortDescriptorsOrderByDistancePriceAndName() throws {
        let context = try BubbleTeaFixture.container().viewContext
        try BubbleTeaFixture.seed(context)
        let request: NSFetchRequest<Venue> = Venue.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "location.distance", ascending: true)]
        #expect(try context.fetch(request).compactMap(\.name) == ["Ten Ren", "Kung Fu Tea", "Cafe 85°C", "Tapioca Express", "boba guys"])

        request.sortDescriptors = [NSSortDescriptor(key: "priceInfo.priceCategory", ascending: false), NSSortDescriptor(key: "name", ascending: true)]
        #expect(try context.fetch(request).compactMap(\.name) == ["Cafe 85°C", "Ten Ren", "boba guys", "Kung Fu Tea", "Tapioca Express"])

        // The chapter sorts names with localizedStandardCompare: (case-insensitive); "boba guys" sorts among the Bs.
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        let byteOrder = try context.fetch(request).compactMap(\.name)
        #expect(byteOrder.last == "boba guys")  // plain compare: lowercase after uppercase
    }


    @Test func aBatchUpdateMarksEveryVenueFavorite() throws {
        let context = try BubbleTeaFixture.container().viewContext
        try BubbleTeaFixture.seed(context)
        let batchUpdate = NSBatchUpdateRequest(entityName: "Venue")
        batchUpdate.propertiesToUpdate = ["favorite": true]
        batchUpdate.affectedStores = context.persistentStoreCoordinator?.persistentStores
        batchUpdate.resultType = .updatedObjectsCountResultType
        let batchResult = try context.execute(batchUpdate) as? NSBatchUpdateResult
        #expect(batchResult?.result as? Int == 5)

        context.reset()
        let favorites: NSFetchRequest<Venue> = Venue.fetchRequest()
        favorites.predicate = NSPredicate(format: "favorite == YES")
        #expect(try context.count(for: favorites) == 5)
    }


    @Test func relationshipsAreSetBothWays() throws {
        let context = try BubbleTeaFixture.container().viewContext
        let venue = Venue(context: context)
        let category = Category(context: context)
        category.name = "Bubble Tea Shop"
        venue.category = category
        #expect(category.venue === venue)
        let stats = Stats(context: context)
        stats.venue = venue
        #expect(venue.stats === stats)
        #expect(venue.favorite == false)
        #expect(stats.checkinsCount == 0)
    }
}
