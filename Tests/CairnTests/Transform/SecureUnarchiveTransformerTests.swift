import Cairn
import Foundation
import Testing

@Suite("NSSecureUnarchiveFromDataTransformer")
struct SecureUnarchiveTransformerTests {
    private let secure = NSSecureUnarchiveFromDataTransformer()

    /// Archives with the transformer, then unarchives with it.
    private func roundTrip(_ value: Any, with transformer: ValueTransformer) throws -> Any? {
        let data = try #require(transformer.reverseTransformedValue(value) as? Data)
        return transformer.transformedValue(data)
    }

    @Test func classMethods() {
        #expect(NSSecureUnarchiveFromDataTransformer.allowsReverseTransformation())
        let allowed = NSSecureUnarchiveFromDataTransformer.allowedTopLevelClasses.map(ObjectIdentifier.init)
        let expected: [AnyClass] = [
            NSArray.self, NSDictionary.self, NSSet.self, NSString.self, NSNumber.self,
            NSDate.self, NSData.self, NSURL.self, NSUUID.self, NSNull.self,
        ]
        #expect(allowed == expected.map(ObjectIdentifier.init))
    }

    @Test func transformedValueClassDeterminesAllowedClasses() {
        let allowed = DeclaredColorTransformer.allowedTopLevelClasses.map(ObjectIdentifier.init)
        #expect(allowed == [ObjectIdentifier(MyColor.self)])
    }

    @Test func roundTripsStrings() throws {
        #expect(try roundTrip(NSString(string: "ns"), with: secure) as? String == "ns")
        #expect(try roundTrip("swift", with: secure) as? String == "swift")
    }

    @Test func roundTripsNumbers() throws {
        #expect(try roundTrip(NSNumber(value: 42), with: secure) as? Int == 42)
        #expect(try roundTrip(2.5, with: secure) as? Double == 2.5)
        #expect(try roundTrip(true, with: secure) as? Bool == true)
    }

    @Test func roundTripsCollections() throws {
        let array = try roundTrip(["a", "b"], with: secure) as? [String]
        #expect(array == ["a", "b"])
        let dictionary = try roundTrip(["k": 1, "j": 2], with: secure) as? [String: Int]
        #expect(dictionary == ["k": 1, "j": 2])
        let set = try roundTrip(NSSet(array: [NSNumber(value: 1), NSNumber(value: 2)]), with: secure) as? NSSet
        #expect(set == NSSet(array: [NSNumber(value: 1), NSNumber(value: 2)]))
        let nested = try roundTrip(["outer": ["inner", "values"]], with: secure) as? [String: [String]]
        #expect(nested == ["outer": ["inner", "values"]])
    }

    @Test func roundTripsValueClasses() throws {
        let date = Date(timeIntervalSince1970: 1_234_567)
        #expect(try roundTrip(date, with: secure) as? Date == date)
        let bytes = Data([0, 1, 2, 255])
        #expect(try roundTrip(bytes, with: secure) as? Data == bytes)
        let url = try #require(URL(string: "https://example.org/a?b=c"))
        #expect(try roundTrip(url, with: secure) as? URL == url)
        let uuid = UUID()
        #expect(try roundTrip(uuid, with: secure) as? UUID == uuid)
        #expect(try roundTrip(NSNull(), with: secure) is NSNull)
    }

    @Test func roundTripsCustomClassWhenAllowed() throws {
        let color = try #require(try roundTrip(MyColor(red: 0.25, name: "teal"), with: ColorTransformer()) as? MyColor)
        #expect(color.red == 0.25)
        #expect(color.name == "teal")

        let declared = try roundTrip(MyColor(red: 1, name: "red"), with: DeclaredColorTransformer()) as? MyColor
        #expect(declared?.name == "red")
    }

    @Test func registeredSubclassIsFoundByName() throws {
        let name = NSValueTransformerName("SecureUnarchiveTests.\(UUID().uuidString)")
        ValueTransformer.setValueTransformer(ColorTransformer(), forName: name)
        defer { ValueTransformer.setValueTransformer(nil, forName: name) }

        let transformer = try #require(ValueTransformer(forName: name))
        #expect(try roundTrip(MyColor(red: 0.5, name: "grey"), with: transformer) is MyColor)
    }

    @Test func readsArchivesWrittenByNSKeyedArchiver() throws {
        let data = try Archives.keyed(MyColor(red: 0.75, name: "plum"))
        #expect((ColorTransformer().transformedValue(data) as? MyColor)?.name == "plum")
        #expect(ColorTransformer().transformedValue(NSData(data: data)) is MyColor)
        #expect(secure.transformedValue(try Archives.keyed(["x": [1, 2]])) as? [String: [Int]] == ["x": [1, 2]])
    }

    @Test func garbageIsNil() throws {
        #expect(secure.transformedValue(Data("garbage".utf8)) == nil)
        #expect(secure.transformedValue(Data()) == nil)
        #expect(secure.transformedValue(Data(#"{"json": true}"#.utf8)) == nil)
        let plainPlist = try PropertyListSerialization.data(
            fromPropertyList: ["not": "an archive"], format: .binary, options: 0)
        #expect(secure.transformedValue(plainPlist) == nil)
        #expect(secure.transformedValue("not data") == nil)
        #expect(secure.transformedValue(nil) == nil)
    }

    @Test func unknownClassIsNil() throws {
        #expect(ColorTransformer().transformedValue(try Archives.namingUnknownClass()) == nil)
    }

    @Test func classNotInAllowedListIsNil() throws {
        // Linux Foundation's secure unarchiver would stop the process here.
        let color = try Archives.keyed(MyColor(red: 1, name: "x"))
        #expect(secure.transformedValue(color) == nil)
        #expect(secure.transformedValue(try Archives.keyed([MyColor(red: 1, name: "x")])) == nil)
        #expect(ColorTransformer().transformedValue(try Archives.keyed("just a string")) == nil)
    }

    @Test func classWithoutSecureCodingIsNil() throws {
        let data = try Archives.keyed(CodingOnlyThing(value: 1))
        #expect(secure.transformedValue(data) == nil)
        // Even when a subclass lists it.
        #expect(CodingOnlyTransformer().transformedValue(data) == nil)
        #expect(CodingOnlyTransformer().reverseTransformedValue(CodingOnlyThing(value: 1)) == nil)
    }

    @Test func nestedObjectWithoutSecureCodingIsNil() throws {
        let box = LeakyBox(content: CodingOnlyThing(value: 3))
        #expect(LeakyBoxTransformer().reverseTransformedValue(box) == nil)
        #expect(LeakyBoxTransformer().transformedValue(try Archives.keyed(box)) == nil)
    }

    @Test func unarchivableValuesAreNil() {
        #expect(secure.reverseTransformedValue(nil) == nil)
        #expect(secure.reverseTransformedValue(MyColor(red: 1, name: "x")) == nil)
        #expect(secure.reverseTransformedValue([MyColor(red: 1, name: "x")]) == nil)
        // Linux Foundation's archiver would stop the process on these.
        #expect(secure.reverseTransformedValue(NSArray(array: [NSObject()])) == nil)
        #expect(secure.reverseTransformedValue(CodingOnlyThing(value: 1)) == nil)
        #expect(ColorTransformer().reverseTransformedValue("a string") == nil)
    }
}
