import Cairn
import Foundation
import Testing

@Suite("Value transformers: registry")
struct ValueTransformerRegistryTests {
    private func uniqueName() -> NSValueTransformerName {
        NSValueTransformerName("RegistryTests.\(UUID().uuidString)")
    }

    @Test func lookupReturnsTheRegisteredInstance() {
        let name = uniqueName()
        let transformer = StringToDataTransformer()
        ValueTransformer.setValueTransformer(transformer, forName: name)
        defer { ValueTransformer.setValueTransformer(nil, forName: name) }

        let found = ValueTransformer(forName: name)
        #expect(found === transformer)
    }

    @Test func lookupOfUnknownNameIsNil() {
        #expect(ValueTransformer(forName: uniqueName()) == nil)
    }

    @Test func settingAgainReplaces() {
        let name = uniqueName()
        let first = StringToDataTransformer()
        let second = StringToDataTransformer()
        ValueTransformer.setValueTransformer(first, forName: name)
        ValueTransformer.setValueTransformer(second, forName: name)
        defer { ValueTransformer.setValueTransformer(nil, forName: name) }

        #expect(ValueTransformer(forName: name) === second)
    }

    @Test func settingNilRemoves() {
        let name = uniqueName()
        ValueTransformer.setValueTransformer(StringToDataTransformer(), forName: name)
        #expect(ValueTransformer.valueTransformerNames().contains(name))

        ValueTransformer.setValueTransformer(nil, forName: name)
        #expect(ValueTransformer(forName: name) == nil)
        #expect(!ValueTransformer.valueTransformerNames().contains(name))
    }

    @Test func namesIncludeRegisteredAndBuiltIns() {
        let name = uniqueName()
        ValueTransformer.setValueTransformer(StringToDataTransformer(), forName: name)
        defer { ValueTransformer.setValueTransformer(nil, forName: name) }

        let names = Set(ValueTransformer.valueTransformerNames())
        let expected: Set<NSValueTransformerName> = [
            name, .negateBooleanTransformerName, .isNilTransformerName, .isNotNilTransformerName,
            .unarchiveFromDataTransformerName, .keyedUnarchiveFromDataTransformerName,
            .secureUnarchiveFromDataTransformerName,
        ]
        #expect(expected.isSubset(of: names))
    }

    @Test func subclassLookupIsTyped() {
        let name = uniqueName()
        let transformer = ColorTransformer()
        ValueTransformer.setValueTransformer(transformer, forName: name)
        defer { ValueTransformer.setValueTransformer(nil, forName: name) }

        let typed: ColorTransformer? = ColorTransformer(forName: name)
        #expect(typed === transformer)
        #expect(StringToDataTransformer(forName: name) == nil)
    }

    @Test func namesMatchApplesRawValues() {
        #expect(NSValueTransformerName.negateBooleanTransformerName.rawValue == "NSNegateBoolean")
        #expect(NSValueTransformerName.isNilTransformerName.rawValue == "NSIsNil")
        #expect(NSValueTransformerName.isNotNilTransformerName.rawValue == "NSIsNotNil")
        #expect(NSValueTransformerName.unarchiveFromDataTransformerName.rawValue == "NSUnarchiveFromData")
        #expect(NSValueTransformerName.keyedUnarchiveFromDataTransformerName.rawValue == "NSKeyedUnarchiveFromData")
        #expect(NSValueTransformerName.secureUnarchiveFromDataTransformerName.rawValue == "NSSecureUnarchiveFromData")
        #expect(NSValueTransformerName("X") == NSValueTransformerName(rawValue: "X"))
    }
}
