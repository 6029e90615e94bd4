import Cairn
import Foundation
import Testing

@Suite("Value transformers: custom and defaults")
struct CustomValueTransformerTests {
    @Test func baseClassDefaults() {
        let base = ValueTransformer()
        #expect(ObjectIdentifier(ValueTransformer.transformedValueClass()) == ObjectIdentifier(NSObject.self))
        #expect(ValueTransformer.allowsReverseTransformation())
        #expect(base.transformedValue("same") as? String == "same")
        #expect(base.transformedValue(nil) == nil)
        #expect(base.reverseTransformedValue(3) as? Int == 3)
    }

    @Test func forwardAndReverse() throws {
        let transformer = StringToDataTransformer()
        let data = try #require(transformer.transformedValue("héllo") as? Data)
        #expect(data == Data("héllo".utf8))
        #expect(transformer.reverseTransformedValue(data) as? String == "héllo")
        #expect(transformer.transformedValue(42) == nil)
    }

    @Test func registeredCustomTransformerWorksByName() throws {
        let name = NSValueTransformerName("CustomTransformerTests.\(UUID().uuidString)")
        ValueTransformer.setValueTransformer(StringToDataTransformer(), forName: name)
        defer { ValueTransformer.setValueTransformer(nil, forName: name) }

        let transformer = try #require(ValueTransformer(forName: name))
        #expect(transformer.transformedValue("a") as? Data == Data("a".utf8))
    }

    @Test func inheritedReverseCallsTransformedValue() {
        #expect(SelfInverseTransformer().reverseTransformedValue(5) as? Int == -5)
    }

    @Test func forwardOnlyTransformerStillTransforms() {
        #expect(UppercaseTransformer().transformedValue("abc") as? String == "ABC")
    }

    @Test func reverseOfNonReversibleTransformerIsAPreconditionFailure() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = UppercaseTransformer().reverseTransformedValue("abc")
        }
        // Release builds drop precondition messages; debug builds keep them.
        #if DEBUG
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("UppercaseTransformer does not allow reverse transformation"))
        #else
            _ = result
        #endif
    }
}
