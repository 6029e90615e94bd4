import Cairn
import CairnTestSupport
import Foundation
import Testing

/// A profile with every kind of model validation, a custom per-property rule and an update hook.
final class Profile: ManagedObject {
    nonisolated(unsafe) static var updateChecks = 0
    @Managed var username: String?
    @Managed var nickname: String?
    @Managed var email: String?
    @Managed var age: Int16
    @Managed var score: Double
    @Managed var birthday: Date?
    @Managed var badges: Set<Badge>

    override func validateValue(_ value: PropertyValue, forKey key: String) throws {
        if key == "email", case .string(let text) = value, !text.contains("@") {
            throw CairnError(.validation, "An email address needs an @.")
        }
    }

    override func validateForUpdate() throws { Profile.updateChecks += 1 }
}

/// A badge of a profile.
final class Badge: ManagedObject {
    @Managed var name: String?
    @Managed var profile: Profile?
}

/// Every validation rule, on every store: codes, entity, object, property and value of each
/// failure, all failures of one save together (1560), nothing written.
@Suite struct ValidationRuleTests {
    static func date(_ year: Int) -> Date {
        DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: year, month: 1, day: 1).date!
    }

    static func model() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Profile", managedObjectClass: Profile.self) {
                AttributeDescription(name: "username", type: .string, isOptional: false, minLength: 3, maxLength: 12, regularExpression: "[a-z0-9_]+")
                AttributeDescription(name: "nickname", type: .string, maxLength: 4)
                AttributeDescription(name: "email", type: .string)
                AttributeDescription(name: "age", type: .integer16, defaultValue: 30, minValue: 13, maxValue: 130)
                AttributeDescription(name: "score", type: .double, defaultValue: 0.5, minValue: 0.0, maxValue: 1.0)
                AttributeDescription(name: "birthday", type: .date, minValue: date(1900), maxValue: date(2100))
                RelationshipDescription(name: "badges", destination: "Badge", inverse: "profile", toMany: true, deleteRule: .cascade, minCount: 2, maxCount: 3)
            }
            EntityDescription(name: "Badge", managedObjectClass: Badge.self) {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "profile", destination: "Profile", inverse: "badges")
            }
        }
    }

    private func badges(_ count: Int, _ context: ManagedObjectContext) -> Set<Badge> {
        Set((0..<count).map { _ in Badge(context: context) })
    }

    @Test(arguments: TestStoreKind.allCases)
    func everyFailureOfASaveComesBackTogether(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, Self.model())
        try spec.run { context in
            let low = Profile(context: context)
            low.username = "A!"  // too short, pattern
            low.age = 5  // below minimum
            low.score = 1.5  // above maximum
            low.birthday = Self.date(1800)  // too soon
            low.email = "nope"  // custom rule
            low.badges = badges(1, context)  // fewer than 2
            let high = Profile(context: context)
            high.username = String(repeating: "x", count: 20)  // too long
            high.nickname = "😀😀a"  // 5 UTF-16 units, max 4
            high.age = 200  // above maximum
            high.birthday = Self.date(2200)  // too late
            high.badges = badges(4, context)  // more than 3

            let error = try #require(#expect(throws: CairnError.self) { try context.save() })
            #expect(error.code == .validationMultipleErrors)
            var found: [Int: [String]] = [:]
            for detail in error.underlyingErrors {
                #expect(detail.entityName == "Profile")
                #expect(detail.objectID == low.objectID || detail.objectID == high.objectID)
                found[detail.code.rawValue, default: []].append(detail.propertyName ?? "?")
            }
            let expected: [Int: [String]] = [
                1670: ["username"], 1680: ["username"], 1660: ["nickname", "username"],
                1620: ["age"], 1610: ["age", "score"], 1640: ["birthday"], 1630: ["birthday"],
                1580: ["badges"], 1590: ["badges"], 1550: ["email"],
            ]
            #expect(found.mapValues { $0.sorted() } == expected, "Core Data's code for each rule, naming the property")
            let ageTooSmall = error.underlyingErrors.first { $0.code == .validationNumberTooSmall }
            #expect(ageTooSmall?.objectID == low.objectID && ageTooSmall?.validationValue == .integer(5), "the failing value is there for code")
            #expect(error.underlyingErrors.first { $0.code == .validation }?.propertyName == "email", "a custom rule names its property")
            var dumped = ""
            dump(error, to: &dumped)
            for secret in ["nope", "A!", "xxxxxxxxxxxxxxxxxxxx"] {
                #expect(!error.description.contains(secret) && !dumped.contains(secret), "values never appear in messages or dumps")
            }
        }
        #expect(try spec.count("Profile") == 0, "nothing was written")
    }

    @Test(arguments: TestStoreKind.allCases)
    func boundariesPassAndUpdatesAreValidatedToo(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, Self.model())
        try spec.run { context in
            let profile = Profile(context: context)
            profile.username = "abc"
            profile.nickname = "😀😀"
            profile.age = 13
            profile.score = 1
            profile.birthday = Self.date(1900)
            profile.email = "a@b"
            profile.badges = badges(2, context)
            try context.save()
            let before = Profile.updateChecks
            profile.username = "abcdefghijkl"
            profile.age = 130
            profile.badges.insert(Badge(context: context))
            try context.save()
            #expect(Profile.updateChecks > before, "validateForUpdate runs for updated objects")
            profile.badges.insert(Badge(context: context))
            let error = #expect(throws: CairnError.self) { try context.save() }
            #expect(error?.code == .validationRelationshipExceedsMaximumCount && error?.propertyName == "badges")
        }
    }
}
