import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// Transformable attributes with a `valueTransformerName`, as Core Data models declare them:
/// `value(forKey:)` gives the decoded value, on every store kind.
@Suite struct TransformableAttributeTests {
    static let stringTransformer = NSValueTransformerName("CairnTests.StringToData")
    static let colorTransformer = NSValueTransformerName("CairnTests.ColorTransformer")

    private static func model() -> ManagedObjectModel {
        ValueTransformer.setValueTransformer(StringToDataTransformer(), forName: stringTransformer)
        ValueTransformer.setValueTransformer(ColorTransformer(), forName: colorTransformer)
        func transformable(_ name: String, _ transformer: String?) -> AttributeDescription {
            let attribute = AttributeDescription(name: name, type: .transformable)
            attribute.valueTransformerName = transformer
            return attribute
        }
        return ManagedObjectModel {
            EntityDescription(name: "Swatch") {
                AttributeDescription(name: "label", type: .string)
                transformable("note", stringTransformer.rawValue)
                transformable("color", colorTransformer.rawValue)
                transformable("tags", "NSSecureUnarchiveFromData")
                transformable("info", "NSSecureUnarchiveFromData")
            }
        }
    }

    /// Saves one swatch with `values`, then reads it back in a new context.
    private func roundTrip(_ kind: TestStoreKind, _ values: [String: Any]) throws -> (stored: [String: PropertyValue], read: [String: Any]) {
        let stack = try TestStack(kind, model: Self.model())
        try stack.context.performAndWait {
            let swatch = ManagedObject(entity: stack.container.managedObjectModel.entitiesByName["Swatch"]!, insertInto: stack.context)
            for (key, value) in values { swatch.setValue(value, forKey: key) }
            try stack.context.save()
        }
        let reader = stack.container.newBackgroundContext()
        return try reader.performAndWait {
            let swatch = try #require(try reader.fetch(FetchRequest<ManagedObject>(entityName: "Swatch")).first)
            var stored: [String: PropertyValue] = [:], read: [String: Any] = [:]
            for key in values.keys {
                stored[key] = swatch.primitivePropertyValue(forKey: key)
                read[key] = swatch.value(forKey: key)
            }
            return (stored, read)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func aCustomTransformerMakesTheStoredDataAndReadsItBack(_ kind: TestStoreKind) throws {
        let (stored, read) = try roundTrip(kind, ["note": "héllo"])
        #expect(stored["note"] == .data(Data("héllo".utf8)), "the transformer's forward direction makes the data")
        #expect(read["note"] as? String == "héllo")
    }

    @Test(arguments: TestStoreKind.allCases)
    func secureCodingClassesGoThroughASecureUnarchiverSubclass(_ kind: TestStoreKind) throws {
        let (stored, read) = try roundTrip(kind, ["color": MyColor(red: 0.5, name: "teal")])
        guard case .data(let data)? = stored["color"] else {
            Issue.record("not data: \(String(describing: stored["color"]))")
            return
        }
        #expect(data.starts(with: Data("bplist00".utf8)), "a keyed archive")
        let color = try #require(read["color"] as? MyColor)
        #expect(color.red == 0.5 && color.name == "teal")
    }

    @Test(arguments: TestStoreKind.allCases)
    func xcodesDefaultTransformerKeepsCodableValuesAsJSONAndArchivesTheRest(_ kind: TestStoreKind) throws {
        let info = NSDictionary(dictionary: ["size": 3, "name": "big"])
        let (stored, read) = try roundTrip(kind, ["tags": ["a", "b"], "info": info])
        #expect(stored["tags"] == .data(Data(#"["a","b"]"#.utf8)), "Codable values stay portable JSON")
        #expect(read["tags"] as? [String] == ["a", "b"])
        #expect(read["info"] as? NSDictionary == info, "a value JSON cannot hold is archived by the named transformer")
    }

    @Test func anUnregisteredTransformerIsAClearError() throws {
        let attribute = AttributeDescription(name: "shade", type: .transformable)
        attribute.valueTransformerName = "Nowhere.Transformer"
        let error = try #require(throws: CairnError.self) { try attribute.propertyValue(converting: MyColor(red: 1, name: "red")) }
        #expect(error.message.contains("'Nowhere.Transformer'") && error.message.contains("setValueTransformer"), "\(error.message)")
    }
}
