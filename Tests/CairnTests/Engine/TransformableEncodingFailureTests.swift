import Cairn
import CairnTestSupport
import Foundation
import Testing

/// A `Codable` value `JSONEncoder` refuses: a `Double.nan` inside.
struct Reading: Codable, Equatable {
    var value: Double
}

/// A model class with a transformable attribute for `Reading`s.
final class Sensor: ManagedObject {
    @Managed var name: String
    @Managed var last: Reading?

    static let model = ManagedObjectModel {
        EntityDescription(name: "Sensor", managedObjectClass: Sensor.self) {
            AttributeDescription(name: "name", type: .string, isOptional: false)
            AttributeDescription(name: "last", type: .transformable)
        }
    }
}

/// A transformable value that does not encode: the throwing conversion throws, a setter keeps the
/// value and the next save fails naming the attribute (as Core Data fails at save when a value
/// transformer fails); nothing traps, nothing bad reaches the store.
@Suite struct TransformableEncodingFailureTests {
    private static func isEncodingError(_ error: (any Error)?) -> Bool { error is EncodingError }

    @Test func conversionThrowsNamingEntityAndAttribute() throws {
        try Sensor.model.freeze()
        let attribute = try #require(Sensor.model.entitiesByName["Sensor"]?.attributesByName["last"])
        let error = try #require(throws: CairnError.self) { try attribute.propertyValue(converting: Reading(value: .nan)) }
        #expect(error.code == .validation)
        #expect(error.entityName == "Sensor" && error.propertyName == "last")
        #expect(error.message.contains("Sensor.last") && error.message.contains("Reading"), "\(error.message)")
        #expect(Self.isEncodingError(error.underlyingError))
        #expect(try attribute.propertyValue(converting: Reading(value: 1.5)) == .data(Data(#"{"value":1.5}"#.utf8)))
    }

    @Test(arguments: TestStoreKind.allCases)
    func typedSetterKeepsTheValueAndTheSaveFails(_ kind: TestStoreKind) throws {
        let stack = try TestStack(kind, model: Sensor.model)
        let context = stack.context
        try context.performAndWait {
            let sensor = Sensor(context: context)
            sensor.name = "Attic"
            sensor.last = Reading(value: .nan)
            #expect(sensor.last?.value.isNaN == true, "reads return the value set")
            #expect((sensor.value(forKey: "last") as? Reading)?.value.isNaN == true)

            let error = try #require(throws: CairnError.self) { try context.save() }
            #expect(error.code == .validation)
            #expect(error.entityName == "Sensor" && error.propertyName == "last" && error.objectID == sensor.objectID)
            #expect(error.message.contains("Sensor.last"), "\(error.message)")
            #expect(Self.isEncodingError(error.underlyingError))
            #expect(context.hasChanges, "the context keeps its changes")

            sensor.last = Reading(value: 21.5)
            try context.save()
            context.reset()
            #expect(try context.fetch(Sensor.fetchRequest()).first?.last == Reading(value: 21.5))
        }
    }

    @Test func keyValueSetterAndRollbackToo() throws {
        let stack = try TestStack(.sqliteFile, model: Sensor.model)
        let context = stack.context
        try context.performAndWait {
            let sensor = Sensor(context: context)
            sensor.name = "Cellar"
            try context.save()

            sensor.setValue(Reading(value: .infinity), forKey: "last")
            #expect(sensor.last?.value == .infinity)
            #expect(throws: CairnError.self) { try context.save() }
            context.rollback()
            #expect(sensor.last == nil)
            try context.save()

            sensor.last = Reading(value: -.infinity)
            sensor.last = nil
            try context.save()  // the value that did not encode was replaced before the save
        }
    }
}
