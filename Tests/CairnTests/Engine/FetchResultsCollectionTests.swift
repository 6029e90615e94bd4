import Cairn
import CairnTestSupport
import Foundation
import Testing

/// `fetch(_:batchSize:)`: every object, in order, one batch alive at a time.
@Suite struct FetchResultsCollectionTests {
    @Test(arguments: TestStoreKind.allCases)
    func walksEveryObjectInOrderKeepingOneBatchAlive(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            for index in 0..<1_050 { Notebook(context: context).name = String(format: "n%04d", index) }
            try context.save()
            context.reset()
            let request = Notebook.fetchRequest()
            request.sortKeys = [SortKey("name", ascending: false)]
            request.predicate = FetchPredicate(format: "name >= %@", "n0050")
            let results = try context.fetch(request, batchSize: 100)
            #expect(results.count == 1_000)
            var names: [String] = []
            weak var firstOfFirstBatch: Notebook?
            for (position, notebook) in results.enumerated() {
                if position == 0 { firstOfFirstBatch = notebook }
                names.append(notebook.name ?? "")
            }
            #expect(names == (50..<1_050).reversed().map { String(format: "n%04d", $0) })
            #expect(firstOfFirstBatch == nil, "objects of batches left behind are released")
            #expect(results[999].name == "n0050")
            #expect(results[0].name == "n1049")
        }
    }
}
