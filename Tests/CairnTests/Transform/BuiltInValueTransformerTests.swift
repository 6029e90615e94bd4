import Cairn
import Foundation
import Testing

@Suite("Value transformers: built-in")
struct BuiltInValueTransformerTests {
    private func builtIn(_ name: NSValueTransformerName) throws -> ValueTransformer {
        try #require(ValueTransformer(forName: name))
    }

    @Test func negateBooleanNegatesNumbers() throws {
        let negate = try builtIn(.negateBooleanTransformerName)
        #expect(negate.transformedValue(NSNumber(value: true)) as? NSNumber == NSNumber(value: false))
        #expect(negate.transformedValue(NSNumber(value: false)) as? NSNumber == NSNumber(value: true))
        #expect(negate.transformedValue(true) as? Bool == false)
        #expect(negate.transformedValue(false) as? Bool == true)
        #expect(negate.transformedValue(NSNumber(value: 0)) as? Bool == true)
    }

    @Test func negateBooleanIsReversible() throws {
        let negate = try builtIn(.negateBooleanTransformerName)
        #expect(type(of: negate).allowsReverseTransformation())
        #expect(ObjectIdentifier(type(of: negate).transformedValueClass()) == ObjectIdentifier(NSNumber.self))
        #expect(negate.reverseTransformedValue(NSNumber(value: true)) as? Bool == false)
        #expect(negate.reverseTransformedValue(NSNumber(value: false)) as? Bool == true)
    }

    @Test func negateBooleanTreatsNilAsFalse() throws {
        // Objective-C's [nil boolValue] is NO, so the negation is YES.
        #expect(try builtIn(.negateBooleanTransformerName).transformedValue(nil) as? Bool == true)
    }

    @Test func isNil() throws {
        let isNil = try builtIn(.isNilTransformerName)
        #expect(isNil.transformedValue(nil) as? NSNumber == NSNumber(value: true))
        #expect(isNil.transformedValue("x") as? NSNumber == NSNumber(value: false))
        #expect(isNil.transformedValue(NSNull()) as? Bool == false)
        #expect(!type(of: isNil).allowsReverseTransformation())
        #expect(ObjectIdentifier(type(of: isNil).transformedValueClass()) == ObjectIdentifier(NSNumber.self))
    }

    @Test func isNotNil() throws {
        let isNotNil = try builtIn(.isNotNilTransformerName)
        #expect(isNotNil.transformedValue(nil) as? NSNumber == NSNumber(value: false))
        #expect(isNotNil.transformedValue(42) as? NSNumber == NSNumber(value: true))
        #expect(!type(of: isNotNil).allowsReverseTransformation())
    }

    @Test func isNilReverseIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = ValueTransformer(forName: .isNilTransformerName)?.reverseTransformedValue(nil)
        }
    }

    @Test func secureNameHoldsTheSecureTransformer() throws {
        #expect(try builtIn(.secureUnarchiveFromDataTransformerName) is NSSecureUnarchiveFromDataTransformer)
    }

    @Test(arguments: [
        NSValueTransformerName.keyedUnarchiveFromDataTransformerName, .unarchiveFromDataTransformerName,
    ])
    func keyedUnarchiveRoundTripsAnyCodingObject(name: NSValueTransformerName) throws {
        let keyed = try builtIn(name)
        let data = try #require(keyed.reverseTransformedValue(CodingOnlyThing(value: 7)) as? Data)
        let decoded = try #require(keyed.transformedValue(data) as? CodingOnlyThing)
        #expect(decoded.value == 7)
        #expect(keyed.transformedValue(Data("garbage".utf8)) == nil)
        #expect(keyed.reverseTransformedValue(NSObject()) == nil)
    }
}
