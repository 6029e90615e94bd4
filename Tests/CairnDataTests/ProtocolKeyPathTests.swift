import Cairn
import CairnData
import Foundation
import Testing

/// A requirement a model satisfies with a persisted property.
protocol Emailed {
    var email: String { get }
}

/// A requirement a model satisfies with a computed property.
protocol Shouted {
    var shout: String { get }
}

/// A requirement of items with a title.
protocol Titled {
    var title: String { get }
}

extension BucketListItem: Titled {}

/// Requirements of tickets: a persisted string, and a persisted enum.
protocol Coded {
    var code: String { get }
    var state: TicketState { get }
}

extension Ticket: Coded {}

extension Pass: Coded {}

extension Person: Emailed, Shouted {
    var shout: String { name.uppercased() }
}

/// Generic code over a protocol, as SwiftData helpers write it (`#Predicate<T> { $0.uid == uid }`
/// with `T: Document`): the key path goes through the protocol requirement, a different key path
/// object from `\Person.email`, and still names the property.
@Suite struct ProtocolKeyPathTests {
    func people() throws -> ModelContext {
        let context = ModelContext(try Fixture.memory(Person.self))
        context.insert(Person(email: "ann@example.com", name: "Ann", age: 31))
        context.insert(Person(email: "bob@example.com", name: "Bob", age: 17))
        try context.save()
        return context
    }

    func named<T: PersistentModel & Emailed>(_ type: T.Type, _ email: String, in context: ModelContext) throws -> [T] {
        try context.fetch(FetchDescriptor<T>(predicate: #Predicate<T> { $0.email == email }))
    }

    func shouting<T: PersistentModel & Shouted>(_ type: T.Type, _ text: String, in context: ModelContext) throws -> [T] {
        try context.fetch(FetchDescriptor<T>(predicate: #Predicate<T> { $0.shout == text }))
    }

    @Test func aKeyPathThroughAProtocolRequirementNamesThePersistedProperty() throws {
        let context = try people()
        #expect(try named(Person.self, "bob@example.com", in: context).map(\.name) == ["Bob"])
        #expect(try named(Person.self, "nobody@example.com", in: context).isEmpty)
    }

    @Test func aModelWithBooleansAndRelationshipsIsProbedToo() throws {
        let context = ModelContext(try Fixture.memory(BucketListItem.self, Trip.self, LivingAccommodation.self))
        context.insert(BucketListItem(title: "Opera", details: "Box seats", hasReservation: true))
        context.insert(BucketListItem(title: "Fjord", details: "Ferry"))
        try context.save()
        func titled<T: PersistentModel & Titled>(_ type: T.Type, _ title: String) throws -> [T] {
            try context.fetch(FetchDescriptor<T>(predicate: #Predicate<T> { $0.title == title }))
        }
        #expect(try titled(BucketListItem.self, "Fjord").map(\.details) == ["Ferry"])
    }

    @Test func aModelWithAnEnumIsProbedAndTheEnumItselfStaysAClearError() throws {
        let context = ModelContext(try Fixture.memory(Ticket.self))
        context.insert(Ticket(code: "A-1"))
        context.insert(Ticket(code: "B-2"))
        try context.save()
        func coded<T: PersistentModel & Coded>(_ type: T.Type, _ code: String) throws -> [T] {
            try context.fetch(FetchDescriptor<T>(predicate: #Predicate<T> { $0.code == code }))
        }
        func open<T: PersistentModel & Coded>(_ type: T.Type) throws -> [T] {
            let state = TicketState.open
            return try context.fetch(FetchDescriptor<T>(predicate: #Predicate<T> { $0.state == state }))
        }
        #expect(try coded(Ticket.self, "B-2").map(\.code) == ["B-2"])
        #expect(throws: CairnError.self) { try open(Ticket.self) }
    }

    @Test func aModelWhoseEnumCannotBeReadSafelyIsNotProbed() throws {
        let context = ModelContext(try Fixture.memory(Pass.self))
        context.insert(Pass(code: "C-3", state: .closed))
        try context.save()
        let state = TicketState.closed
        func closed<T: PersistentModel & Coded>(_ type: T.Type) throws -> [T] {
            try context.fetch(FetchDescriptor<T>(predicate: #Predicate<T> { $0.state == state }))
        }
        // Reading the enum on a probe would find no case and no value to read instead.
        #expect(throws: CairnError.self) { try closed(Pass.self) }
    }

    @Test func aComputedRequirementStaysAClearError() throws {
        let context = try people()
        #expect(throws: CairnError.self) { try shouting(Person.self, "ANN", in: context) }
    }
}
