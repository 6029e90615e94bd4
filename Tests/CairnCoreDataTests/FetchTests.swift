import CairnCoreData
import Testing

/// `NSFetchRequest` and its result types as Core Data code uses them.
@Suite @MainActor struct FetchTests {
    @Test func untypedRequestsReturnWhatTheirResultTypeSays() throws {
        let context = try Stack.seeded().viewContext
        let objects = NSFetchRequest<NSFetchRequestResult>(entityName: "Note")
        objects.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        #expect((try context.fetch(objects) as? [Note])?.map(\.title) == ["alpha", "beta", "delta", "gamma"])

        let ids = NSFetchRequest<NSFetchRequestResult>(entityName: "Note")
        ids.resultType = .managedObjectIDResultType
        #expect((try context.fetch(ids) as? [NSManagedObjectID])?.count == 4)

        // Core Data: a count result is one NSNumber.
        let count = NSFetchRequest<NSFetchRequestResult>(entityName: "Note")
        count.resultType = .countResultType
        count.predicate = NSPredicate(format: "priority == 2")
        #expect((try context.fetch(count) as? [NSNumber])?.first?.intValue == 2)

        let rows = NSFetchRequest<NSFetchRequestResult>(entityName: "Note")
        rows.resultType = .dictionaryResultType
        rows.propertiesToFetch = ["title"]
        rows.predicate = NSPredicate(format: "priority == 3")
        let dictionaries = try context.fetch(rows) as? [NSDictionary]
        #expect(dictionaries?.first?["title"] as? String == "gamma")
    }

    @Test func dictionaryFetchesTakeExpressionAndPropertyDescriptions() throws {
        let container = try Stack.seeded()
        let context = container.viewContext
        let count = NSExpressionDescription()
        count.name = "notes"
        count.expression = NSExpression(forFunction: "count:", arguments: [NSExpression(forKeyPath: "title")])
        count.expressionResultType = .integer64AttributeType
        let priority = try #require(container.managedObjectModel.entitiesByName["Note"]?.attributesByName["priority"])
        let request = NSFetchRequest<NSDictionary>(entityName: "Note")
        request.resultType = .dictionaryResultType
        request.propertiesToFetch = [priority, count]
        request.propertiesToGroupBy = [priority]
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: true)]
        let rows = try context.fetch(request)
        let pairs = rows.map { "\($0["priority"] as? Int ?? -1):\($0["notes"] as? Int ?? -1)" }
        #expect(pairs == ["1:1", "2:2", "3:1"])
        #expect((request.propertiesToFetch?.count) == 2)
    }

    @Test func countAndLimitsAsInCoreData() throws {
        let context = try Stack.seeded().viewContext
        let request: NSFetchRequest<Note> = Note.fetchRequest()
        request.predicate = NSPredicate(format: "priority >= %d", 2)
        #expect(try context.count(for: request) == 3)
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: false), NSSortDescriptor(key: "title", ascending: true)]
        request.fetchLimit = 2
        request.fetchOffset = 1
        #expect(try context.fetch(request).map(\.title) == ["beta", "delta"])
    }
}
