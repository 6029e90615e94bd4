import CairnTestSupport
import Foundation

@testable import Cairn

/// The three ways a fetch runs, loaded with the same data: SQLite (compiled to SQL), the Swift
/// in-memory store, and unsaved objects evaluated in memory.
struct ThreeBackEnds {
    let sql: AgreementFixture.Loaded
    let memory: AgreementFixture.Loaded
    let pending: AgreementFixture.Loaded
    private let directory = TemporaryDirectory()

    init(seed: UInt64 = 1, empty: Bool = false) throws {
        var random = SplitMix64(seed: seed)
        var fixture = AgreementFixture(&random)
        if empty { fixture.items = [] }
        let model = AgreementFixture.model()
        sql = try fixture.load(into: TestStoreKind.sqliteFile.makeContainer(model: model, directory: directory), save: true)
        memory = try fixture.load(into: TestStoreKind.inMemory.makeContainer(model: model, directory: directory), save: true)
        pending = try fixture.load(into: TestStoreKind.inMemory.makeContainer(model: model, directory: directory), save: false)
    }

    /// The outcomes of the three, in order: SQL, in-memory store, unsaved objects.
    func outcomes(_ predicate: FetchPredicate) async -> [FetchOutcome] {
        [
            await FetchOutcome.of(predicate, in: sql.context), await FetchOutcome.of(predicate, in: memory.context),
            await FetchOutcome.of(predicate, in: pending.context),
        ]
    }
}
