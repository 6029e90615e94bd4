// Checks of a model's stored fetch request template and of NSAsynchronousFetchRequest (kept in
// a file of their own, as they were first written when Cairn had neither).
import Testing
import CairnCoreData
@testable import CDKodecoBubbleTea

extension BubbleTeaChecks {
    @Test func anAsynchronousFetchDeliversTheVenues() async throws {
        let context = try BubbleTeaFixture.container().viewContext
        try BubbleTeaFixture.seed(context)
        let venueFetchRequest: NSFetchRequest<Venue> = Venue.fetchRequest()
        let names = await withCheckedContinuation { (continuation: CheckedContinuation<[String], Never>) in
            let asyncFetchRequest = NSAsynchronousFetchRequest<Venue>(fetchRequest: venueFetchRequest) { result in
                continuation.resume(returning: (result.finalResult ?? []).compactMap(\.name))
            }
            do {
                try context.execute(asyncFetchRequest)
            } catch {
                continuation.resume(returning: [])
            }
        }
        #expect(Set(names) == Set(BubbleTeaFixture.venues.map(\.0)))
    }

    @Test func theModelsStoredFetchRequestTemplate() throws {
        let model = try #require(BubbleTeaFixture.model)
        let template = try #require(model.fetchRequestTemplate(forName: "FetchRequest"))
        #expect(template.entityName == "Venue")
    }
}
