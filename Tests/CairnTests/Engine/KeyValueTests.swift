import Cairn
import CairnTestSupport
import Foundation
import Testing

/// `value(forKey:)` / `setValue(_:forKey:)` on subclass-free objects, and the attribute
/// conversions behind them.
@Suite struct KeyValueTests {
    /// One attribute of every type, and a dog/walk pair of relationships.
    static func model() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Sample") {
                AttributeDescription(name: "small", type: .integer16)
                AttributeDescription(name: "medium", type: .integer32)
                AttributeDescription(name: "large", type: .integer64)
                AttributeDescription(name: "price", type: .decimal)
                AttributeDescription(name: "ratio", type: .double)
                AttributeDescription(name: "weight", type: .float)
                AttributeDescription(name: "title", type: .string, isOptional: false, defaultValue: "untitled")
                AttributeDescription(name: "done", type: .boolean)
                AttributeDescription(name: "due", type: .date)
                AttributeDescription(name: "blob", type: .binaryData)
                AttributeDescription(name: "token", type: .uuid)
                AttributeDescription(name: "link", type: .uri)
                AttributeDescription(name: "tags", codable: [String].self)
            }
            EntityDescription(name: "Dog") {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "walks", destination: "Walk", inverse: "dog", toMany: true, ordered: true, deleteRule: .cascade)
                RelationshipDescription(name: "friends", destination: "Dog", inverse: "friends", toMany: true)
            }
            EntityDescription(name: "Walk") {
                AttributeDescription(name: "date", type: .date)
                RelationshipDescription(name: "dog", destination: "Dog", inverse: "walks")
            }
        }
    }

    static let due = Date(timeIntervalSinceReferenceDate: 700_000_000.5)
    static let token = UUID()

    static func fill(_ sample: ManagedObject) {
        sample.setValue(Int16(12), forKey: "small")
        sample.setValue(70_000, forKey: "medium")
        sample.setValue(Int64.max, forKey: "large")
        sample.setValue(Decimal(string: "12.34")!, forKey: "price")
        sample.setValue(0.25, forKey: "ratio")
        sample.setValue(Float(1.5), forKey: "weight")
        sample.setValue("Walk the dog", forKey: "title")
        sample.setValue(true, forKey: "done")
        sample.setValue(due, forKey: "due")
        sample.setValue(Data([1, 2, 3]), forKey: "blob")
        sample.setValue(token, forKey: "token")
        sample.setValue(URL(string: "https://example.com/a?b=c")!, forKey: "link")
        sample.setValue(["home", "garden"], forKey: "tags")
    }

    static func checkFilled(_ sample: ManagedObject) {
        #expect(sample.value(forKey: "small") as? Int16 == 12)
        #expect(sample.value(forKey: "small") as? Int == 12, "NSNumber, as Core Data returns: any integer cast works")
        #expect(sample.value(forKey: "medium") as? Int32 == 70_000)
        #expect(sample.value(forKey: "large") as? Int64 == Int64.max)
        #expect(sample.value(forKey: "price") as? Decimal == Decimal(string: "12.34"))
        #expect(sample.value(forKey: "price") is NSDecimalNumber)
        #expect(sample.value(forKey: "ratio") as? Double == 0.25)
        #expect(sample.value(forKey: "weight") as? Float == 1.5)
        #expect(sample.value(forKey: "title") as? String == "Walk the dog")
        #expect(sample.value(forKey: "done") as? Bool == true)
        #expect(sample.value(forKey: "due") as? Date == due)
        #expect(sample.value(forKey: "blob") as? Data == Data([1, 2, 3]))
        #expect(sample.value(forKey: "token") as? UUID == token)
        #expect(sample.value(forKey: "link") as? URL == URL(string: "https://example.com/a?b=c"))
        #expect(sample.value(forKey: "tags") as? [String] == ["home", "garden"])
    }

    @Test(arguments: [TestStoreKind.sqliteFile, TestStoreKind.inMemory])
    func everyAttributeTypeRoundTripsThroughTheStore(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: Self.model(), directory: directory)
        let writer = container.newBackgroundContext()
        let id = try writer.performAndWait {
            let sample = ManagedObject(entity: container.managedObjectModel.entitiesByName["Sample"]!, insertInto: writer)
            #expect(sample.value(forKey: "title") as? String == "untitled", "the default value")
            #expect(sample.value(forKey: "small") == nil)
            Self.fill(sample)
            Self.checkFilled(sample)
            try writer.save()
            return sample.objectID
        }
        // A file is read back by another container: a context of the same coordinator is served
        // by its cache of the rows it saved and never decodes the file.
        let reading = kind == .sqliteFile ? try kind.makeContainer(model: Self.model(), directory: directory) : container
        let reader = reading.newBackgroundContext()
        try reader.performAndWait {
            let found = try #require(reading.persistentStoreCoordinator.managedObjectID(forURIRepresentation: id.uriRepresentation))
            Self.checkFilled(try reader.existingObject(with: found))
        }
    }

    @Test func lossLessConversions() throws {
        let container = try TestStoreKind.inMemory.makeContainer(model: Self.model(), directory: TemporaryDirectory())
        let context = container.newBackgroundContext()
        context.performAndWait {
            let sample = ManagedObject(entity: container.managedObjectModel.entitiesByName["Sample"]!, insertInto: context)
            sample.setValue(NSNumber(value: 7), forKey: "small")
            #expect(sample.value(forKey: "small") as? Int == 7)
            sample.setValue(8.0, forKey: "small")
            #expect(sample.value(forKey: "small") as? Int == 8, "a Double without fraction fits an integer attribute")
            sample.setValue(UInt8(9), forKey: "large")
            #expect(sample.value(forKey: "large") as? Int == 9)
            sample.setValue(0.1, forKey: "price")
            #expect(sample.value(forKey: "price") as? Decimal == Decimal(string: "0.1"), "a Double becomes its shortest decimal text")
            sample.setValue(3, forKey: "ratio")
            #expect(sample.value(forKey: "ratio") as? Double == 3)
            sample.setValue(1, forKey: "done")
            #expect(sample.value(forKey: "done") as? Bool == true)
            sample.setValue(NSNumber(value: false), forKey: "done")
            #expect(sample.value(forKey: "done") as? Bool == false)
            sample.setValue(PropertyValue.string("direct"), forKey: "title")
            #expect(sample.value(forKey: "title") as? String == "direct")
            sample.setValue(nil, forKey: "due")
            #expect(sample.value(forKey: "due") == nil)
            sample.setValue(NSNull(), forKey: "ratio")
            #expect(sample.primitivePropertyValue(forKey: "ratio") == .null)
        }
    }

    @Test func conversionErrorsNameTheAttributeAndTheTypes() throws {
        let model = Self.model()
        try model.freeze()
        let attributes = model.entitiesByName["Sample"]!.attributesByName
        func failure(_ key: String, _ value: Any) -> CairnError? {
            do {
                _ = try attributes[key]!.propertyValue(converting: value)
                return nil
            } catch {
                return error as? CairnError
            }
        }
        let fraction = try #require(failure("small", 2.5))
        #expect(fraction.code == .validationInvalidType)
        #expect(fraction.message == "Sample.small (integer16): expected a number without fractional part, got a value of type Double.")
        #expect(fraction.entityName == "Sample" && fraction.propertyName == "small")
        let text = try #require(failure("large", "12"))
        #expect(text.message == "Sample.large (integer64): expected an integer, got a value of type String.")
        let tooLarge = try #require(failure("small", 40_000))
        #expect(tooLarge.code == .validationNumberTooLarge)
        #expect(tooLarge.message.contains("maximum 32767"))
        #expect(try #require(failure("medium", Int64(Int32.min) - 1)).code == .validationNumberTooSmall)
        #expect(try #require(failure("done", 2)).message.contains("expected a Bool"))
        #expect(try #require(failure("due", "2024-01-01")).message.contains("expected a Date"))
        #expect(try #require(failure("ratio", Date())).message.contains("expected a number"))
        #expect(failure("token", "not a UUID") != nil)
        #expect(try attributes["title"]!.propertyValue(converting: nil) == .null, "required-ness is checked by save")
    }

    // Release builds do not keep a trap's message, only the trap: the messages are checked in debug.
    @Test(.enabled(if: isDebugBuild)) func wrongTypesAndUnknownKeysTrapWithAMessage() async {
        let wrongType = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try KeyValueTests.withSample { $0.setValue("twelve", forKey: "small") }
        }
        let wrongTypeMessage = String(decoding: wrongType?.standardErrorContent ?? [], as: UTF8.self)
        #expect(wrongTypeMessage.contains("setValue(_:forKey: \"small\"): Sample.small (integer16): expected an integer, got a value of type String."))
        let unknownKey = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try KeyValueTests.withSample { _ = $0.value(forKey: "colour") }
        }
        let unknownKeyMessage = String(decoding: unknownKey?.standardErrorContent ?? [], as: UTF8.self)
        #expect(unknownKeyMessage.contains("Entity 'Sample' has no property named 'colour'"))
    }

    /// Runs `body` with a new `Sample` object in an in-memory store (for exit tests, which cannot
    /// capture state).
    static func withSample(_ body: (ManagedObject) -> Void) throws {
        let coordinator = PersistentStoreCoordinator(managedObjectModel: model())
        try coordinator.addPersistentStore(type: .inMemory, at: nil)
        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = coordinator
        context.performAndWait {
            body(ManagedObject(entity: coordinator.managedObjectModel.entitiesByName["Sample"]!, insertInto: context))
        }
    }

    @Test func relationshipsKeepTheirInverses() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: Self.model(), directory: directory)
        let entities = container.managedObjectModel.entitiesByName
        let context = container.newBackgroundContext()
        let (fidoID, rexID) = try context.performAndWait {
            let fido = ManagedObject(entity: entities["Dog"]!, insertInto: context)
            let rex = ManagedObject(entity: entities["Dog"]!, insertInto: context)
            let walks = (0..<3).map { _ in ManagedObject(entity: entities["Walk"]!, insertInto: context) }
            fido.setValue(walks, forKey: "walks")
            #expect((walks[2].value(forKey: "dog") as? ManagedObject) === fido)
            walks[0].setValue(rex, forKey: "dog")
            let fidosWalks = try #require(fido.value(forKey: "walks") as? NSOrderedSet)
            #expect(fidosWalks.count == 2 && (fidosWalks[0] as AnyObject) === walks[1] && (fidosWalks[1] as AnyObject) === walks[2], "moved to Rex, order kept")
            #expect((rex.value(forKey: "walks") as? NSOrderedSet)?.count == 1)

            fido.setValue(Set([rex]), forKey: "friends")
            let rexFriends = try #require(rex.value(forKey: "friends") as? NSSet, "unordered to-many: NSSet")
            #expect(rexFriends.count == 1 && (rexFriends.anyObject() as AnyObject) === fido, "many-to-many inverse")
            try context.save()

            walks[1].setValue(nil, forKey: "dog")
            #expect((fido.value(forKey: "walks") as? NSOrderedSet)?.count == 1)
            fido.setValue(NSOrderedSet(array: []), forKey: "walks")
            #expect(walks[2].value(forKey: "dog") == nil)
            return (fido.objectID, rex.objectID)
        }

        let reader = container.newBackgroundContext()
        try reader.performAndWait {
            let fido = try reader.existingObject(with: fidoID)
            let rex = try reader.existingObject(with: rexID)
            #expect((fido.value(forKey: "walks") as? NSOrderedSet)?.count == 2, "as saved")
            #expect((rex.value(forKey: "friends") as? NSSet)?.anyObject() as AnyObject? === fido, "a self-inverse many-to-many, from the store")
            #expect((fido.value(forKey: "friends") as? NSSet)?.anyObject() as AnyObject? === rex)
        }
    }

    @Test func aModelFromTheStoreReadsTransformablesAsJSONObjects() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Store.sqlite")
        let writer = PersistentStoreCoordinator(managedObjectModel: Self.model())
        try writer.addPersistentStore(at: url)
        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = writer
        try context.performAndWait {
            Self.fill(ManagedObject(entity: writer.managedObjectModel.entitiesByName["Sample"]!, insertInto: context))
            try context.save()
        }
        try writer.remove(writer.persistentStores[0])

        let stored = try #require(try SQLiteStore.readMetadata(at: url).storedModel())
        let reader = PersistentStoreCoordinator(managedObjectModel: stored)
        try reader.addPersistentStore(at: url)
        let readContext = ManagedObjectContext(concurrencyType: .privateQueue)
        readContext.persistentStoreCoordinator = reader
        try readContext.performAndWait {
            let sample = try #require(try readContext.fetch(FetchRequest<ManagedObject>(entityName: "Sample")).first)
            #expect(sample.value(forKey: "tags") as? [Any] as? [String] == ["home", "garden"])
            #expect(sample.value(forKey: "small") as? Int == 12)
        }
    }
}
