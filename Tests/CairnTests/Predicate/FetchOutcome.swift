import Foundation

@testable import Cairn

/// What fetching `Item`s (see ``AgreementFixture``) with a predicate gives, run on the context's
/// own queue through `perform` (a dispatch worker thread, as in an app): the keys of the objects,
/// or the error thrown, so that back ends can be compared on errors as on answers.
enum FetchOutcome: Equatable, CustomStringConvertible {
    case keys([Int64])
    case error(code: Int, message: String)
    case otherError(String)

    /// The outcome of fetching with `predicate` in `context`.
    static func of(_ predicate: FetchPredicate, in context: ManagedObjectContext) async -> FetchOutcome {
        return await context.perform {
            let request = FetchRequest<ManagedObject>(entityName: "Item")
            request.predicate = predicate
            request.sortKeys = [SortKey("key")]
            do {
                return .keys(
                    try context.fetch(request).map {
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
