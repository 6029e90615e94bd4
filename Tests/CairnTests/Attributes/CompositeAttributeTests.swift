import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// Composite attributes (`NSCompositeAttributeDescription`): a dictionary of elements through
/// key-value coding, element key paths in predicates and sort keys, on every store kind.
@Suite struct CompositeAttributeTests {
    static func model(locationIsOptional: Bool = true) -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Place") {
                AttributeDescription(name: "name", type: .string)
                CompositeAttributeDescription(
                    name: "location",
                    elements: [
                        AttributeDescription(name: "latitude", type: .double, isOptional: false),
                        AttributeDescription(name: "longitude", type: .double, isOptional: false),
                        AttributeDescription(name: "label", type: .string, maxLength: 10),
                    ], isOptional: locationIsOptional)
            }
        }
    }

    private func insert(_ name: String, _ location: [String: Any]?, in context: ManagedObjectContext) -> ManagedObject {
        let place = ManagedObject(entity: context.persistentStoreCoordinator!.managedObjectModel.entitiesByName["Place"]!, insertInto: context)
        place.setValue(name, forKey: "name")
        place.setValue(location, forKey: "location")
        return place
    }

    private func names(_ context: ManagedObjectContext, _ format: String, sortedBy key: String = "name", ascending: Bool = true) throws -> [String] {
        let request = FetchRequest<ManagedObject>(entityName: "Place")
        request.predicate = FetchPredicate(format: format)
        request.sortDescriptors = [SortKey(key: key, ascending: ascending)]
        return try context.fetch(request).map { $0.value(forKey: "name") as! String }
    }

    @Test(arguments: TestStoreKind.allCases)
    func elementsAreStoredQueriedAndSorted(_ kind: TestStoreKind) throws {
        let stack = try TestStack(kind, model: Self.model())
        try stack.context.performAndWait {
            _ = insert("Paris", ["latitude": 48.85, "longitude": 2.35, "label": "capital"], in: stack.context)
            _ = insert("Oslo", ["latitude": 59.91, "longitude": 10.75], in: stack.context)
            _ = insert("Quito", ["latitude": -0.18, "longitude": -78.47], in: stack.context)
            _ = insert("Nowhere", nil, in: stack.context)
            try stack.context.save()
        }
        let reader = stack.container.newBackgroundContext()
        try reader.performAndWait {
            let paris = try #require(
                try reader.fetch(FetchRequest<ManagedObject>(entityName: "Place")).first { $0.value(forKey: "name") as? String == "Paris" })
            let location = try #require(paris.value(forKey: "location") as? [String: Any])
            #expect(location["latitude"] as? Double == 48.85 && location["longitude"] as? Double == 2.35 && location["label"] as? String == "capital")
            #expect(paris.value(forKey: "location.latitude") as? Double == 48.85, "an element alone, by its key path")
            #expect(try names(reader, "location.latitude > 45") == ["Oslo", "Paris"])
            #expect(try names(reader, "location.label == nil AND location.longitude < 0") == ["Quito"])
            #expect(try names(reader, "location.latitude != nil", sortedBy: "location.latitude", ascending: false) == ["Oslo", "Paris", "Quito"])
            let nowhere = try #require(
                try reader.fetch(FetchRequest<ManagedObject>(entityName: "Place")).first { $0.value(forKey: "name") as? String == "Nowhere" })
            #expect(nowhere.value(forKey: "location") == nil)
            // Unsaved changes are matched in memory, by the same element key paths.
            paris.setValue(["latitude": 10.0, "longitude": 2.35], forKey: "location")
            #expect(try names(reader, "location.latitude > 45") == ["Oslo"])
            #expect((paris.value(forKey: "location") as? [String: Any])?["label"] == nil, "a missing element is cleared")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func elementsAreValidatedWithTheirKeyPaths(_ kind: TestStoreKind) throws {
        let stack = try TestStack(kind, model: Self.model(locationIsOptional: false))
        try stack.context.performAndWait {
            _ = insert("Broken", ["latitude": 1.0, "label": "far too long a label"], in: stack.context)
            let error = try #require(throws: CairnError.self) { try stack.context.save() }
            #expect(error.message.contains("location.longitude") && error.message.contains("location.label"), "\(error.message)")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func batchUpdatesAndDictionaryFetchesUseElementKeyPaths(_ kind: TestStoreKind) throws {
        let stack = try TestStack(kind, model: Self.model())
        try stack.context.performAndWait {
            _ = insert("Paris", ["latitude": 48.85, "longitude": 2.35], in: stack.context)
            try stack.context.save()
            let update = BatchUpdateRequest(entityName: "Place")
            update.propertiesToUpdate = ["location.label": "moved"]
            _ = try stack.context.execute(update)
            let whole = BatchUpdateRequest(entityName: "Place")
            whole.propertiesToUpdate = ["location": ["label": "x"]]
            let error = try #require(throws: CairnError.self) { try stack.context.execute(whole) }
            #expect(error.message.contains("composite attribute") && error.message.contains("location.latitude"), "\(error.message)")
            let request = FetchRequest<NSDictionary>(entityName: "Place")
            request.resultType = .dictionaryResultType
            request.propertiesToFetch = ["location.latitude", "location.label"]
            let row = try #require(try stack.context.fetch(request).first)
            #expect(row["location.latitude"] as? Double == 48.85 && row["location.label"] as? String == "moved", "\(row)")
        }
    }

    @Test func theEntityListsTheCompositeAndStoresItsElements() throws {
        let model = Self.model()
        try model.freeze()
        let place = try #require(model.entitiesByName["Place"])
        #expect(place.attributesByName["location"] is CompositeAttributeDescription)
        #expect(place.propertiesByName["location.latitude"] == nil)
        #expect(place.properties.map(\.name) == ["name", "location.latitude", "location.longitude", "location.label"])
        #expect((place.properties[1] as? AttributeDescription)?.isOptional == true, "optional when the composite is")
    }

    @Test(arguments: [
        ("location == nil", "use one of its elements"),
        ("location.altitude > 1", "has no element 'altitude'"),
    ])
    func keyPathsMustNameAnElement(_ format: String, _ problem: String) throws {
        let stack = try TestStack(.sqliteFile, model: Self.model())
        let error = try #require(throws: CairnError.self) { try stack.context.performAndWait { try names(stack.context, format) } }
        #expect(error.message.contains("Place.location") && error.message.contains(problem), "\(error.message)")
    }

    @Test func elementsArePlainAttributesWithPlainNames() throws {
        func freezing(_ elements: [AttributeDescription]) throws -> CairnError {
            let model = ManagedObjectModel {
                EntityDescription(name: "Shape") { CompositeAttributeDescription(name: "size", elements: elements) }
            }
            return try #require(throws: CairnError.self) { try model.freeze() }
        }
        #expect(try freezing([]).message.contains("no elements"))
        #expect(try freezing([AttributeDescription(name: "a.b", type: .double)]).message.contains("contains a dot"))
        #expect(
            try freezing([CompositeAttributeDescription(name: "inner", elements: [AttributeDescription(name: "x", type: .double)])]).message.contains(
                "plain attributes"))
    }

    @Test func xcodeModelsDeclareCompositesAtModelLevel() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let version = folder.appendingPathComponent("Places.xcdatamodel")
            try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
            let xml = XcodeFixtures.modelXML(
                entity: "Place",
                body: """
                        <attribute name="location" optional="YES" attributeType="Composite" composite="Location"/>
                    """,
                after: """
                    <composite name="Location">
                        <attribute name="latitude" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                        <attribute name="longitude" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                    </composite>
                    """)
            try Data(xml.utf8).write(to: version.appendingPathComponent("contents"))
            let model = try ManagedObjectModel(xcodeModelAt: version)
            let location = try #require(model.entitiesByName["Place"]?.declaredProperties.first as? CompositeAttributeDescription)
            #expect(location.elements.map(\.name) == ["latitude", "longitude"])
            #expect(location.elements[0].defaultValue == .double(0))

            try Data(xml.replacingOccurrences(of: "<composite name=\"Location\">", with: "<composite name=\"Spot\">").utf8).write(
                to: version.appendingPathComponent("contents"))
            let error = try #require(throws: CairnError.self) { try ManagedObjectModel(xcodeModelAt: version) }
            #expect(error.code == .modelFile && error.message.contains("'Location'"), "\(error.message)")
        }
    }
}
