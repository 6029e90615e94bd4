import Cairn
import Foundation
import Testing

/// Public settings keep Swift's exclusivity enforcement: an overlapping access traps, as Swift
/// promises, instead of being undefined behaviour.
@Suite struct ExclusivityTests {
    private static func modify<T>(_ value: inout T, _ body: () -> Void) { body() }

    // Debug builds only: the optimizer may fold the nested access of this test into the outer one,
    // so a release build proves nothing either way.
    @Test(.enabled(if: isDebugBuild)) func overlappingAccessToAFetchRequestSettingTraps() async {
        await #expect(processExitsWith: .failure) {
            let request = FetchRequest<ManagedObject>(entityName: "Note")
            Self.modify(&request.fetchLimit) { request.fetchLimit = 3 }
        }
    }

    @Test func overlappingAccessToAContextSettingIsSafe() throws {
        // Context settings sit behind a lock: an access inside another one sees the old value.
        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.name = "a"
        Self.modify(&context.name) { #expect(context.name == "a") }
    }
}
