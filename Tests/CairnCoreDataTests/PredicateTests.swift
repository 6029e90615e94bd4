import CairnCoreData
import Testing

/// `NSPredicate`, `NSCompoundPredicate`, `NSComparisonPredicate` and `NSExpression` written as
/// Core Data code writes them, with Apple's documented results.
@Suite @MainActor struct PredicateTests {
    /// A helper typed the Core Data way (the type names resolve to the engine's in a file that
    /// imports only CairnCoreData).
    func titles(matching predicate: NSPredicate, sortedBy sort: [NSSortDescriptor], in context: NSManagedObjectContext) throws -> [String] {
        let request: NSFetchRequest<Note> = Note.fetchRequest()
        request.predicate = predicate
        request.sortDescriptors = sort
        return try context.fetch(request).map(\.title)
    }

    @Test func formatPredicatesRunInTheStore() throws {
        let container = try Stack.seeded()
        let context = container.viewContext
        let byTitle = [NSSortDescriptor(key: "title", ascending: true)]
        #expect(try titles(matching: NSPredicate(format: "priority == %d", 2), sortedBy: byTitle, in: context) == ["beta", "delta"])
        #expect(try titles(matching: NSPredicate(format: "%K BEGINSWITH[c] %@", "title", "G"), sortedBy: byTitle, in: context) == ["gamma"])
        #expect(
            try titles(matching: NSPredicate(value: true), sortedBy: [NSSortDescriptor(key: "title", ascending: false)], in: context)
                == ["gamma", "delta", "beta", "alpha"])
        #expect(try titles(matching: NSPredicate(value: false), sortedBy: byTitle, in: context).isEmpty)
    }

    @Test func compoundPredicatesCombineAsDocumented() throws {
        let container = try Stack.seeded()
        let two = NSPredicate(format: "priority == 2")
        let startsWithB = NSPredicate(format: "title BEGINSWITH 'b'")
        let and = NSCompoundPredicate(andPredicateWithSubpredicates: [two, startsWithB])
        let or = NSCompoundPredicate(orPredicateWithSubpredicates: [two, startsWithB])
        let not = NSCompoundPredicate(notPredicateWithSubpredicate: two)
        let byTitle = [NSSortDescriptor(key: "title", ascending: true)]
        let context = container.viewContext
        #expect(try titles(matching: and, sortedBy: byTitle, in: context) == ["beta"])
        #expect(try titles(matching: or, sortedBy: byTitle, in: context) == ["beta", "delta"])
        #expect(try titles(matching: not, sortedBy: byTitle, in: context) == ["alpha", "gamma"])
        #expect(and.compoundPredicateType == .and && or.compoundPredicateType == .or && not.compoundPredicateType == .not)
        #expect(and.subpredicates == [two, startsWithB])
        // Apple: an AND of no subpredicates is true, an OR of none false.
        #expect(NSCompoundPredicate(andPredicateWithSubpredicates: []).evaluate(with: nil))
        #expect(!NSCompoundPredicate(orPredicateWithSubpredicates: []).evaluate(with: nil))
        #expect(NSCompoundPredicate(type: .and, subpredicates: [two]) == NSCompoundPredicate(andPredicateWithSubpredicates: [two]))
        // Nested compounds of the same kind are one list (Apple keeps the nesting; the answers are the same).
        let both = NSCompoundPredicate(orPredicateWithSubpredicates: [or, NSCompoundPredicate(type: .or, subpredicates: [and])])
        #expect(both.subpredicates == [two, startsWithB, and])
        #expect(NSCompoundPredicate(andPredicateWithSubpredicates: [and, two]).subpredicates == [two, startsWithB, two])
        #expect(NSCompoundPredicate(notPredicateWithSubpredicate: not).subpredicates == [not])
        // predicateFormat prints Core Data's text.
        #expect(and.predicateFormat == "priority == 2 AND title BEGINSWITH \"b\"")
    }

    @Test func comparisonPredicatesAreBuiltFromExpressions() throws {
        let predicate = NSComparisonPredicate(
            leftExpression: NSExpression(forKeyPath: "priority"),
            rightExpression: NSExpression(forConstantValue: 2),
            modifier: .direct, type: .greaterThanOrEqualTo, options: [])
        #expect(predicate.predicateOperatorType == .greaterThanOrEqualTo)
        #expect(predicate.leftExpression.keyPath == "priority")
        #expect(predicate.comparisonPredicateModifier == .direct)
        #expect(predicate.predicateFormat == "priority >= 2")
        let container = try Stack.seeded()
        #expect(
            try titles(matching: predicate, sortedBy: [NSSortDescriptor(key: "title", ascending: true)], in: container.viewContext)
                == ["beta", "delta", "gamma"])
        let caseless = NSComparisonPredicate(
            leftExpression: NSExpression(forKeyPath: "title"), rightExpression: NSExpression(forConstantValue: "ALPHA"),
            modifier: .direct, type: .equalTo, options: [.caseInsensitive])
        #expect(caseless.predicateFormat == "title ==[c] \"ALPHA\"")
    }

    @Test func evaluateWithRunsInMemoryOnObjectsAndDictionaries() throws {
        // Apple's Predicate Programming Guide evaluates predicates against dictionaries and objects.
        #expect(NSPredicate(format: "age > 30").evaluate(with: ["age": 40]))
        #expect(!NSPredicate(format: "age > 30").evaluate(with: ["age": 20]))
        #expect(NSPredicate(format: "SELF IN %@", ["a", "b"]).evaluate(with: "a"))
        let container = try Stack.seeded()
        let note = Note(context: container.viewContext)
        note.title = "epsilon"
        note.priority = 5
        #expect(NSPredicate(format: "title CONTAINS 'sil' AND priority > 4").evaluate(with: note))
        #expect(NSPredicate(format: "priority < $limit").withSubstitutionVariables(["limit": 6]).evaluate(with: note))
    }

    @Test func expressionsSpelledTheCoreDataWay() throws {
        #expect(NSExpression(forKeyPath: "author.name").keyPath == "author.name")
        #expect(NSExpression(forConstantValue: 3) == .constant(.integer(3)))
        #expect(NSExpression(forConstantValue: nil) == .constant(.null))
        let sum = NSExpression(forFunction: "sum:", arguments: [NSExpression(forKeyPath: "amount")])
        #expect(sum.function == "sum:")
        #expect(sum.arguments == [.keyPath("amount")])
        #expect(NSExpression(forVariable: "limit").variable == "limit")
        #expect(try NSExpression(format: "%K + 1", "count") == NSExpression.parse(format: "count + 1"))
        #expect(NSExpression.expressionForEvaluatedObject() == .evaluatedObject)
        // Apple, NSExpression(forConditional:trueExpression:falseExpression:): TERNARY in the format language.
        let grade = NSExpression(
            forConditional: NSPredicate(format: "score > 50"),
            trueExpression: NSExpression(forConstantValue: "pass"), falseExpression: NSExpression(forConstantValue: "fail"))
        #expect(try grade == NSExpression.parse(format: "TERNARY(score > 50, 'pass', 'fail')"))
        let passed = NSComparisonPredicate(leftExpression: grade, rightExpression: NSExpression(forConstantValue: "pass"), type: .equalTo)
        #expect(passed.evaluate(with: ["score": 70]))
        #expect(!passed.evaluate(with: ["score": 20]))
    }
}
