import Cairn
import Foundation
import Testing

@Suite("Value transformers: concurrency")
struct ValueTransformerConcurrencyTests {
    @Test func registerAndLookUpFromManyTasks() async {
        let prefix = "ConcurrencyTests.\(UUID().uuidString)."
        let count = 500

        let found = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<count {
                group.addTask {
                    let name = NSValueTransformerName(prefix + String(index))
                    let transformer = StringToDataTransformer()
                    ValueTransformer.setValueTransformer(transformer, forName: name)
                    _ = ValueTransformer.valueTransformerNames()
                    let builtIn = ValueTransformer(forName: .negateBooleanTransformerName)
                    return ValueTransformer(forName: name) === transformer && builtIn != nil
                }
            }
            return await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
        }
        #expect(found == count)

        let names = ValueTransformer.valueTransformerNames().filter { $0.rawValue.hasPrefix(prefix) }
        #expect(names.count == count)

        await withTaskGroup(of: Void.self) { group in
            for name in names {
                group.addTask { ValueTransformer.setValueTransformer(nil, forName: name) }
            }
        }
        #expect(!ValueTransformer.valueTransformerNames().contains { $0.rawValue.hasPrefix(prefix) })
    }
}
