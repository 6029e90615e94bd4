import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// A staff member, with the key-path table typed predicates need.
@ManagedKeyPaths
final class Staff: ManagedObject {
    @Managed var name: String
    @Managed var salary: Double
    @Managed var level: Int
    @Managed("joined") var startDate: Date?
    @Managed var nickname: String?
    @Managed var team: Squad?
    /// Not a model property: typed predicates cannot use it.
    var shout: String { name.uppercased() }
}

/// A team of staff members.
@ManagedKeyPaths
final class Squad: ManagedObject {
    @Managed var name: String
    @Managed var members: Set<Staff>
}

/// Foundation's `#Predicate` and `SortDescriptor` on fetch requests of `@Managed` classes:
/// translated into the same AST as format strings, run in SQLite and in memory.
@Suite struct TypedPredicateTests {
    static let model = ManagedObjectModel {
        EntityDescription(name: "Staff", managedObjectClass: Staff.self) {
            AttributeDescription(name: "name", type: .string, isOptional: false)
            AttributeDescription(name: "salary", type: .double, isOptional: false, defaultValue: 0.0)
            AttributeDescription(name: "level", type: .integer64, isOptional: false, defaultValue: 0)
            AttributeDescription(name: "joined", type: .date)
            AttributeDescription(name: "nickname", type: .string)
            RelationshipDescription(name: "team", destination: "Squad", inverse: "members")
        }
        EntityDescription(name: "Squad", managedObjectClass: Squad.self) {
            AttributeDescription(name: "name", type: .string, isOptional: false)
            RelationshipDescription(name: "members", destination: "Staff", inverse: "team", toMany: true)
        }
    }

    private func translated(_ predicate: Predicate<Staff>) -> String {
        let request = FetchRequest<Staff>(predicate: predicate)
        if let error = request.translationErrors["predicate"] { return "error: \(error)" }
        return request.predicate?.description ?? "nil"
    }

    @Test func comparisonsLogicAndKeyPathsTranslateToTheFormatLanguage() {
        #expect(translated(#Predicate { $0.name == "Ann" && $0.level > 2 }) == #"name == "Ann" AND level > 2"#)
        #expect(translated(#Predicate { !($0.salary <= 10) || $0.level != 3 }) == "NOT salary <= 10.0 OR level != 3")
        // A chain is one flat list, as in the format language.
        #expect(translated(#Predicate { $0.level == 1 || $0.level == 2 || $0.level == 3 }) == "level == 1 OR level == 2 OR level == 3")
        #expect(translated(#Predicate { $0.level > 1 && ($0.level < 5 && $0.salary > 2) }) == "level > 1 AND level < 5 AND salary > 2.0")
        #expect(translated(#Predicate { $0.startDate == nil }) == "joined == nil", "the @Managed key names the model property")
        #expect(translated(#Predicate { $0.team?.name == "R&D" }) == #"team.name == "R&D""#)
        #expect(translated(#Predicate { $0.name.starts(with: "J") && $0.name.contains("an") }) == #"name BEGINSWITH "J" AND name CONTAINS "an""#)
        #expect(translated(#Predicate { $0.level * 2 + 1 > 5 }) == "level * 2 + 1 > 5")
        #expect(
            translated(#Predicate { ($0.nickname ?? "none") == "none" }) == #"nickname != nil AND nickname == "none" OR nickname == nil AND "none" == "none""#)
        #expect(translated(#Predicate { ["a", "b"].contains($0.name) }) == #"name IN {"a", "b"}"#)
    }

    @Test func collectionsBecomeCountsAndSubqueries() {
        func team(_ predicate: Predicate<Squad>) -> String { FetchRequest<Squad>(predicate: predicate).predicate?.description ?? "error" }
        #expect(team(#Predicate { $0.members.count >= 2 }) == "members.@count >= 2")
        #expect(team(#Predicate { $0.members.contains { $0.level > 3 } }) == "SUBQUERY(members, $v1, $v1.level > 3).@count > 0")
        #expect(team(#Predicate { $0.members.allSatisfy { $0.salary > 1 } }) == "SUBQUERY(members, $v1, NOT $v1.salary > 1.0).@count == 0")
    }

    @Test func unsupportedExpressionsThrowAtFetchTimeNamingTheirType() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteMemory.makeContainer(model: Self.model, directory: directory)
        let context = container.newBackgroundContext()
        func failure(_ predicate: Predicate<Staff>) -> String {
            context.performAndWait {
                do {
                    _ = try context.fetch(FetchRequest<Staff>(predicate: predicate))
                    return ""
                } catch { return "\(error)" }
            }
        }
        #expect(failure(#Predicate { ($0.level > 2 ? 1 : 0) == 1 }) == "", "the ternary operator is translated")
        #expect(failure(#Predicate { $0.shout == "ANN" }).contains("is not a @Managed property of Staff"))
        #expect(failure(#Predicate { $0.name.count > 2 }).contains("which has no @ManagedKeyPaths table"))
        #expect(failure(#Predicate { $0.level / 2 == 1 }) == "", "integer division is translated")
        #expect(failure(#Predicate { (1...3).contains($0.level) }).contains("Unsupported predicate expression"))
    }

    @Test(arguments: [TestStoreKind.sqliteMemory, .inMemory])
    func typedAndFormatPredicatesFetchTheSameObjects(kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: Self.model, directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let teams = ["R&D", "Ops"].map { name -> Squad in
                let team = Squad(context: context)
                team.name = name
                return team
            }
            for (index, name) in ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"].enumerated() {
                let staff = Staff(context: context)
                staff.name = name
                staff.level = index
                staff.salary = Double(index) * 1.5
                staff.nickname = index.isMultiple(of: 2) ? nil : name.lowercased()
                staff.startDate = index < 3 ? Date(timeIntervalSinceReferenceDate: Double(index) * 1000) : nil
                staff.team = index == 5 ? nil : teams[index % 2]
            }
            try context.save()
            func names(_ request: FetchRequest<Staff>) throws -> [String] { try context.fetch(request).map(\.name) }
            func same(_ typed: Predicate<Staff>, _ format: String) throws {
                let byFormat = FetchRequest<Staff>()
                byFormat.predicate = FetchPredicate(format: format)
                byFormat.sortKeys = [SortKey("name")]
                let byType = FetchRequest<Staff>(predicate: typed, sortBy: [SortDescriptor(\.name)])
                #expect(try names(byType) == names(byFormat), "\(format)")
                #expect(try !names(byFormat).isEmpty, "\(format) should match something")
            }
            try same(#Predicate { $0.level >= 2 && $0.salary < 6 }, "level >= 2 AND salary < 6")
            try same(#Predicate { $0.team?.name == "R&D" }, "team.name == 'R&D'")
            try same(#Predicate { ($0.nickname ?? "x") == "x" }, "nickname == nil")
            try same(#Predicate { $0.startDate != nil && $0.name.starts(with: "B") }, "joined != nil AND name BEGINSWITH 'B'")
            let sorted = FetchRequest<Staff>(predicate: nil, sortBy: [SortDescriptor(\.startDate, order: .reverse), SortDescriptor(\.name)])
            #expect(sorted.sortKeys == [SortKey("joined", ascending: false), SortKey("name")])
            #expect(try names(sorted) == ["Cy", "Bob", "Ann", "Dee", "Eve", "Fay"])
            let cutoff = Date(timeIntervalSinceReferenceDate: 500)
            #expect(
                try names(FetchRequest<Staff>(predicate: #Predicate { $0.startDate ?? cutoff > cutoff }, sortBy: [SortDescriptor(\.name)])) == ["Bob", "Cy"],
                "captured values are constants")
        }
    }
}
