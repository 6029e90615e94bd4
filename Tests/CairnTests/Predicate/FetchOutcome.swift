@testable import Cairn
import Foundation

/// What fetching `Item`s (see ``AgreementFixture``) with a predicate gives, run on the context's
/// own queue through `perform` (a dispatch worker thread, as in an app): the keys of the objects,
/// or the error thrown, so that back ends can be compared on errors as on answers.
enum FetchOutcome: Equatable, CustomStringConvertible {
    case keys([Int64])
    case error(code: Int, message: String)
    case otherError(String)

    /// The outcome of fetching with `predicate` in `context`.
    static func of(_ predicate: FetchPredicate, in context: ManagedObjectContext) async -> FetchOutcome {
        nonisolated(unsafe) let predicate = predicate
        return await context.perform {
            let request = FetchRequest<ManagedObject>(entityName: "Item")
            request.predicate = predicate
            request.sortKeys = [SortKey("key")]
            do {
                return .keys(try context.fetch(request).map {
                    guard case .integer(let key) = $0.primitivePropertyValue(forKey: "key") else { return -1 }
                    return key
                })
            } catch let error as CairnError {
                return .error(code: error.code.rawValue, message: error.message)
            } catch {
                return .otherError(String(describing: error))
            }
        }
    }

    /// The message of an error outcome.
    var message: String? {
        if case .error(_, let message) = self { return message }
        return nil
    }

    var description: String {
        switch self {
        case .keys(let keys): return "keys \(keys)"
        case .error(let code, let message): return "error \(code): \(message)"
        case .otherError(let text): return "non-Cairn error: \(text)"
        }
    }
}

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
        sql = try fixture.load(into: StoreKind.sqliteFile.makeContainer(model: model, directory: directory), save: true)
        memory = try fixture.load(into: StoreKind.inMemory.makeContainer(model: model, directory: directory), save: true)
        pending = try fixture.load(into: StoreKind.inMemory.makeContainer(model: model, directory: directory), save: false)
    }

    /// The outcomes of the three, in order: SQL, in-memory store, unsaved objects.
    func outcomes(_ predicate: FetchPredicate) async -> [FetchOutcome] {
        [await FetchOutcome.of(predicate, in: sql.context), await FetchOutcome.of(predicate, in: memory.context), await FetchOutcome.of(predicate, in: pending.context)]
    }
}
