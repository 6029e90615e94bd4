import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// Optimistic-locking versions as stored: a new row starts at `RowSnapshot.firstVersion` (2, so
/// that SQLite's record of the row does not grow on its first update) and each saved change adds
/// one; a context holding an older version of the row conflicts.
@Suite struct RowVersionTests {
    @Test(arguments: TestStoreKind.allCases)
    func newRowsStartAtTheFirstVersionAndEachSaveAddsOne(_ kind: TestStoreKind) throws {
        let stack = try TestStack(kind, model: SeedModels.notebooks())
        let (container, context) = (stack.container, stack.context)
        let stale = container.newBackgroundContext()
        try context.performAndWait {
            let notebook = Notebook(context: context)
            notebook.name = "v1"
            try context.save()
            let id = notebook.objectID
            #expect(try context.parentStore.freshSnapshots(for: [id]).first?.version == RowSnapshot.firstVersion)
            let staleCopy = try stale.performAndWait { try stale.existingObject(with: id) as! Notebook }
            notebook.name = "v2"
            try context.save()
            #expect(try context.parentStore.freshSnapshots(for: [id]).first?.version == RowSnapshot.firstVersion + 1)
            stale.performAndWait {
                staleCopy.name = "stale"
                #expect(throws: CairnError.self) { try stale.save() }
            }
        }
    }
}
