import CairnCoreData
import CairnTestSupport
import Testing

/// More of Core Data's declared signatures, as code from the wild uses them: optional prefetch key
/// paths and argument arrays, an optional sort key, expression kinds, a transaction's number, the
/// IDs of a relationship without firing faults.
@Suite("More of Core Data's signatures")
@MainActor
struct SignatureAuditTests {
    @Test("relationshipKeyPathsForPrefetching is optional and nil by default")
    func prefetchKeyPathsAreOptional() throws {
        let container = try Stack.seeded()
        let request = NSFetchRequest<Note>(entityName: "Note")
        #expect(request.relationshipKeyPathsForPrefetching == nil)
        request.relationshipKeyPathsForPrefetching = ["tags"]
        request.relationshipKeyPathsForPrefetching?.append("steps")
        #expect(try container.viewContext.fetch(request).count == 4)
        request.relationshipKeyPathsForPrefetching = nil
        #expect(try container.viewContext.fetch(request).count == 4)
    }

    @Test("NSPredicate(format:argumentArray:) takes an optional array")
    func optionalArgumentArray() throws {
        let container = try Stack.seeded()
        let arguments: [Any]? = nil
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.predicate = NSPredicate(format: "priority == 2", argumentArray: arguments)
        #expect(try container.viewContext.fetch(request).count == 2)
        request.predicate = NSPredicate(format: "title == %@", argumentArray: ["gamma"])
        #expect(try container.viewContext.fetch(request).map(\.priority) == [3])
    }

    @Test("NSSortDescriptor(key:ascending:) takes an optional key, and reverses")
    func optionalSortKey() throws {
        let container = try Stack.seeded()
        let key: String? = "title"
        let request = NSFetchRequest<Note>(entityName: "Note")
        let byTitle = NSSortDescriptor(key: key, ascending: true)
        request.sortDescriptors = [byTitle]
        #expect(try container.viewContext.fetch(request).map(\.title) == ["alpha", "beta", "delta", "gamma"])
        request.sortDescriptors = [try #require(byTitle.reversedSortDescriptor as? NSSortDescriptor)]
        #expect(try container.viewContext.fetch(request).map(\.title) == ["gamma", "delta", "beta", "alpha"])
        request.sortDescriptors = [NSSortDescriptor(key: nil as String?, ascending: true)]
        #expect(throws: CairnError.self) { try container.viewContext.fetch(request) }
    }

    @Test("an expression says its kind, and a constant its value")
    func expressionTypes() {
        #expect(NSExpression(format: "title").expressionType == .keyPath)
        #expect(NSExpression(forConstantValue: "alpha").expressionType == .constantValue)
        #expect(NSExpression(forConstantValue: "alpha").constantValue as? String == "alpha")
        #expect(NSExpression(format: "count:(tags)").expressionType == .function)
        #expect(NSExpression(format: "SELF").expressionType == .evaluatedObject)
        #expect(NSExpression(format: "$name").expressionType == .variable)
        #expect(NSExpression(format: "title").constantValue == nil)
        #expect(NSExpression.ExpressionType.conditional.rawValue == 20)
    }

    @Test("objectIDs(forRelationshipNamed:) and hasFault(forRelationshipNamed:) leave the destinations as faults")
    func relationshipIDsWithoutFaults() throws {
        let directory = TemporaryDirectory()
        let container = try Stack.container(directory)
        let note = Note(context: container.viewContext)
        note.title = "tagged"
        let tags = (1...3).map { number in
            let tag = Tag(context: container.viewContext)
            tag.name = "t\(number)"
            return tag
        }
        note.tags = Set(tags)
        try container.viewContext.save()

        let context = container.newBackgroundContext()
        try context.performAndWait {
            let again = context.object(with: note.objectID) as! Note
            #expect(again.hasFault(forRelationshipNamed: "tags"))
            let ids = again.objectIDs(forRelationshipNamed: "tags")
            #expect(Set(ids) == Set(tags.map(\.objectID)))
            #expect(ids.allSatisfy { context.registeredObject(for: $0)?.isFault ?? true })
            _ = again.tags.map(\.name)
            #expect(!again.hasFault(forRelationshipNamed: "tags"))
        }
    }

    @Test("a fetch request's shouldRefreshRefetchedObjects gives held objects the stored values")
    func requestRefreshesRefetchedObjects() throws {
        let container = try Stack.seeded()
        let view = container.viewContext
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.predicate = NSPredicate(format: "priority == 3")
        let held = try #require(try view.fetch(request).first)
        #expect(held.title == "gamma")
        let other = container.newBackgroundContext()
        try other.performAndWait {
            let copy = try #require(try other.fetch(request).first)
            copy.title = "renamed"
            try other.save()
        }
        #expect(try view.fetch(request).first?.title == "gamma", "by default a held object keeps its values")
        request.shouldRefreshRefetchedObjects = true
        #expect(try view.fetch(request).first?.title == "renamed")
        #expect(held.title == "renamed")
    }

    @Test("a fetch request executes in the context whose block is running, and only there")
    func executeInsideABlock() async throws {
        let container = try Stack.seeded()
        let request = NSFetchRequest<Note>(entityName: "Note")
        #expect(throws: CairnError.self) { try request.execute() }
        let background = container.newBackgroundContext()
        let inside = try background.performAndWait {
            let note = Note(context: background)
            note.title = "unsaved"
            // Nested: the inner block's context, then the outer one's again.
            let inner = try container.viewContext.performAndWait { try request.execute().count }
            return (inner, try request.execute().count)
        }
        #expect(inside == (4, 5), "the view context sees the four saved notes, the background one its unsaved fifth too")
        let counted = try await background.perform { try request.execute().count }
        #expect(counted == 5)
    }
}
