import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// `FetchPredicate.evaluate(with:)` on values that are not managed objects: dictionaries reached
/// by key, arrays and sets as collections (key-value coding on collections), single values for
/// `SELF`, and managed objects.
@Suite struct ValueEvaluationTests {
    private let person: [String: Any] = [
        "name": "Ann", "age": 31, "nickname": NSNull(),
        "address": ["city": "Paris", "zip": "75001"],
        "pets": [["kind": "dog", "age": 4], ["kind": "cat", "age": 2]],
        "scores": [4, 5, 6], "tags": Set(["x", "y"]),
    ]

    private func holds(_ format: String, _ arguments: Any..., for value: Any?) throws -> Bool {
        try FetchPredicate(format: format, argumentArray: arguments).evaluate(with: value)
    }

    @Test func dictionariesAreReachedByKey() throws {
        #expect(try holds("name == 'Ann' AND age >= 18", for: person))
        #expect(try holds("address.city ==[c] 'paris'", for: person))
        #expect(try holds("nickname == nil AND missing == nil", for: person))
        #expect(try !holds("missing > 1", for: person))
        #expect(try holds("address != nil", for: person))
    }

    @Test func arraysAndSetsAreCollections() throws {
        #expect(try holds("ANY pets.kind == 'dog'", for: person))
        #expect(try !holds("ALL pets.kind == 'dog'", for: person))
        #expect(try holds("pets.@count == 2 AND pets.@sum.age == 6 AND pets.@max.age == 4", for: person))
        #expect(try holds("ALL scores > 3 AND scores.@avg == 5", for: person))
        #expect(try holds("'x' IN tags AND tags CONTAINS 'y'", for: person))
        #expect(try holds("SUBQUERY(pets, $p, $p.age > 3).@count == 1", for: person))
        #expect(try holds("pets.kind CONTAINS 'cat'", for: person))
    }

    @Test func singleValuesAndArraysAsSelf() throws {
        #expect(try holds("SELF BEGINSWITH[c] 'a'", for: "Apple"))
        #expect(try holds("SELF > 2", for: 3))
        #expect(try holds("SELF.@count == 3 AND ANY SELF > 2 AND SELF.@sum == 6", for: [1, 2, 3]))
        #expect(try holds("SELF == nil", for: nil))
    }

    @Test func substitutionVariablesAndFiltering() throws {
        let template = FetchPredicate(format: "age >= $MIN")
        #expect(try template.evaluate(with: person, substitutionVariables: ["MIN": 30]))
        #expect(try !template.evaluate(with: person, substitutionVariables: ["MIN": 40]))
        let people: [[String: Any]] = [["name": "Ann", "age": 31], ["name": "Bob", "age": 17], ["name": "Cy"]]
        let adults = try people.filtered(using: FetchPredicate(format: "age >= 18"))
        #expect(adults.map { $0["name"] as? String } == ["Ann"])
    }

    @Test func unusableValuesAndUnboundVariablesThrow() throws {
        struct Opaque {}
        #expect(throws: CairnError.self) { try holds("thing == 1", for: ["thing": Opaque()]) }
        #expect(throws: CairnError.self) { try holds("age == $MISSING", for: person) }
        #expect(throws: PredicateSyntaxError.self) { try holds("age ==", for: person) }
    }

    @Test func managedObjectsIncludingUnsavedChanges() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.inMemory.makeContainer(model: AgreementFixture.model(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait { () throws -> Void in
            let entities = container.managedObjectModel.entitiesByName
            let item = ManagedObject(entity: entities["Item"]!, insertInto: context)
            item.setPrimitivePropertyValue(.string("apple"), forKey: "name")
            let part = ManagedObject(entity: entities["Part"]!, insertInto: context)
            part.setPrimitivePropertyValue(.double(2), forKey: "weight")
            item.add(part, toRelationship: "parts")
            #expect(try FetchPredicate(format: "name BEGINSWITH 'app' AND parts.@sum.weight == 2").evaluate(with: item))
            #expect(try FetchPredicate(format: "ANY items.name == 'apple'").evaluate(with: ["items": [item]]))
            #expect(throws: CairnError.self) { try FetchPredicate(format: "nothing == 1").evaluate(with: item) }
        }
    }
}
