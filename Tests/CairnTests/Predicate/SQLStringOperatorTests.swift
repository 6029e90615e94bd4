import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// `cairn_str`, SQLite's side of `BEGINSWITH` / `ENDSWITH` / `CONTAINS` / `LIKE` / `MATCHES`: its byte
/// fast path (ASCII) and its fallback (other text) must answer as in-memory evaluation does.
@Suite struct SQLStringOperatorTests {
    private static let names = ["Charlie", "chess", "CHAIR", "much", "", "ſtar", "éclair", "Éclair", "Straße", "naïve", "ch", "xch-CH", "\u{212A}elvin"]

    private static let model = ManagedObjectModel {
        EntityDescription(name: "Word") {
            AttributeDescription(name: "text", type: .string)
        }
    }

    private static let formats = [
        "text BEGINSWITH %@", "text BEGINSWITH[c] %@", "text BEGINSWITH[cd] %@", "text BEGINSWITH[d] %@",
        "text ENDSWITH %@", "text ENDSWITH[c] %@", "text CONTAINS %@", "text CONTAINS[c] %@", "text CONTAINS[cd] %@",
        "text LIKE[c] %@", "text MATCHES[c] %@",
    ]

    @Test(arguments: ["ch", "CH", "", "e", "CLAIR", "s", "ss", "k", "*h*", "c.*", "xch-ch", "charlie!"])
    func sqliteAgreesWithMemory(pattern: String) throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: Self.model, directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            for name in Self.names + [nil] as [String?] {
                let word = ManagedObject(entity: Self.model.entitiesByName["Word"]!, insertInto: context)
                word.setValue(name, forKey: "text")
            }
            try context.save()
            context.reset()
            for format in Self.formats {
                let predicate = FetchPredicate(format: format, pattern)
                let request = FetchRequest<ManagedObject>(entityName: "Word")
                request.predicate = predicate
                // An invalid MATCHES pattern ("*h*") is the same error from both.
                let fromSQL = Result { try context.fetch(request).compactMap { $0.value(forKey: "text") as? String }.sorted() }
                let fromMemory = Result { try Self.names.filter { try predicate.evaluate(with: ["text": $0]) }.sorted() }
                #expect(String(describing: fromSQL) == String(describing: fromMemory), "\(format) with \(pattern.debugDescription)")
            }
        }
    }

    /// Each `cairn_str` call in a statement keeps its own operator (SQLite caches it per call
    /// site), and a cached statement run again with other patterns uses them, not the first run's.
    @Test func operatorsStayWithTheirCallSitesAcrossRuns() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: Self.model, directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            for name in Self.names {
                let word = ManagedObject(entity: Self.model.entitiesByName["Word"]!, insertInto: context)
                word.setValue(name, forKey: "text")
            }
            try context.save()
            let formats = ["text BEGINSWITH[c] %@ OR text ENDSWITH %@", "text CONTAINS %@ AND NOT text BEGINSWITH[c] %@"]
            for format in formats {
                for (first, second) in [("ch", "r"), ("é", "ss"), ("CH", "ch"), ("", "x"), ("a", "Ch")] {
                    let predicate = FetchPredicate(format: format, first, second)
                    let request = FetchRequest<ManagedObject>(entityName: "Word")
                    request.predicate = predicate
                    let fromSQL = try context.fetch(request).compactMap { $0.value(forKey: "text") as? String }.sorted()
                    let fromMemory = try Self.names.filter { try predicate.evaluate(with: ["text": $0]) }.sorted()
                    #expect(fromSQL == fromMemory, "\(format) with \(first.debugDescription), \(second.debugDescription)")
                }
            }
        }
    }
}
