import Cairn
import CairnTestSupport
import Foundation
import Testing

/// A team of players.
final class Team: ManagedObject {
    @Managed var name: String?
    @Managed var players: Set<Player>
}

/// A player: unique email, and unique shirt number within a team (a compound constraint with a
/// to-one relationship).
final class Player: ManagedObject {
    @Managed var email: String?
    @Managed var nickname: String?
    @Managed var number: Int16
    @Managed var goals: Int64
    @Managed var team: Team?
}

/// Uniqueness constraints on every store: the default policy's 133021 error listing the objects,
/// and the merge policies turning an insert into an update of the stored object.
@Suite struct UniquenessTests {
    static func players() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Team", managedObjectClass: Team.self) {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "players", destination: "Player", inverse: "team", toMany: true)
            }
            EntityDescription(name: "Player", managedObjectClass: Player.self, uniquenessConstraints: [["email"], ["team", "number"]]) {
                AttributeDescription(name: "email", type: .string)
                AttributeDescription(name: "nickname", type: .string)
                AttributeDescription(name: "number", type: .integer16, defaultValue: 0)
                AttributeDescription(name: "goals", type: .integer64, defaultValue: 0)
                RelationshipDescription(name: "team", destination: "Team", inverse: "players")
            }
        }
    }

    /// Saves one player (with a team) and returns its ID and its team's.
    private func seedPlayer(_ spec: GraphSpec, nickname: String?) throws -> (ManagedObjectID, ManagedObjectID) {
        try spec.run { context in
            let team = Team(context: context)
            team.name = "Reds"
            let player = Player(context: context)
            player.email = "ada@example.com"
            player.nickname = nickname
            player.number = 9
            player.goals = 5
            player.team = team
            try context.save()
            return (player.objectID, team.objectID)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func theDefaultPolicyFailsListingTheObjectsNotTheValues(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, GraphModels.recipes())
        let flourID = try spec.run { context in
            let flour = Ingredient.make("flour", in: context)
            try context.save()
            return flour.objectID
        }
        try spec.run { context in
            let again = Ingredient.make("flour", in: context)
            let error = try #require(#expect(throws: CairnError.self) { try context.save() })
            #expect(error.code == .constraintConflict && error.code.rawValue == 133_021)
            let conflict = try #require(error.constraintConflicts.first)
            #expect(conflict.entityName == "Ingredient" && conflict.constraint == ["name"])
            #expect(conflict.databaseObjectID == flourID && conflict.conflictingObjectIDs == [again.objectID])
            #expect(!error.description.contains("flour"), "values are never printed")
            #expect(context.hasChanges && again.isInserted, "the context keeps its changes")

            let twin = Ingredient.make("salt", in: context)
            let other = Ingredient.make("salt", in: context)
            context.delete(again)
            let pair = try #require(#expect(throws: CairnError.self) { try context.save() })
            #expect(pair.constraintConflicts.count == 1)
            #expect(pair.constraintConflicts.first?.databaseObjectID == nil, "only unsaved objects conflict")
            #expect(Set(pair.constraintConflicts.first?.conflictingObjectIDs ?? []) == [twin.objectID, other.objectID])
        }
        #expect(try spec.count("Ingredient") == 1, "nothing was written")
    }

    @Test(arguments: TestStoreKind.allCases)
    func objectTrumpTurnsTheInsertIntoAnUpdate(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, Self.players())
        let (storedID, teamID) = try seedPlayer(spec, nickname: "old")
        try spec.run { context in
            context.mergePolicy = .mergeByPropertyObjectTrump
            let incoming = Player(context: context)
            incoming.email = "ada@example.com"
            incoming.nickname = "new"
            try context.save()
            #expect(incoming.objectID == storedID, "the new object took over the stored object's ID")
            #expect(!incoming.isInserted && !incoming.hasChanges)
            #expect(context.registeredObject(for: storedID) === incoming)
            #expect(incoming.nickname == "new", "in-memory changes win")
            #expect(incoming.goals == 5 && incoming.number == 9, "properties left at their defaults keep the stored values")
            #expect(incoming.team?.objectID == teamID, "a nil relationship does not erase the stored one")
        }
        #expect(try spec.count("Player") == 1)
        try spec.run { context in
            let player = try #require(try context.existingObject(with: storedID) as? Player)
            #expect(player.nickname == "new" && player.goals == 5 && player.team?.objectID == teamID)
            #expect(player.team?.players.count == 1)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func storeTrumpKeepsStoredValuesAndFillsTheGaps(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, Self.players())
        let (storedID, _) = try seedPlayer(spec, nickname: nil)
        try spec.run { context in
            context.mergePolicy = .mergeByPropertyStoreTrump
            let incoming = Player(context: context)
            incoming.email = "ada@example.com"
            incoming.nickname = "fresh"
            incoming.goals = 7
            try context.save()
            #expect(incoming.objectID == storedID)
            #expect(incoming.goals == 5, "the stored value wins")
            #expect(incoming.nickname == "fresh", "a value the store lacks is filled in")
        }
        try spec.run { context in
            let player = try #require(try context.existingObject(with: storedID) as? Player)
            #expect(player.goals == 5 && player.nickname == "fresh")
        }
    }

    /// What each policy keeps when an unsaved player (nickname nil, goals 7) meets the stored one
    /// (nickname "old", goals 5, number 9, a team): property by property, or wholesale.
    static let policyOutcomes: [(MergePolicy, nickname: String?, goals: Int64, keepsTeam: Bool)] = [
        (.mergeByPropertyObjectTrump, "old", 7, true),  // unsaved values win, except nil and defaults
        (.mergeByPropertyStoreTrump, "old", 5, true),  // stored values win where there are some
        (.overwrite, nil, 7, false),  // the unsaved object replaces the stored one
        (.rollback, "old", 5, true),  // the stored object stays as it is
    ]

    @Test(arguments: TestStoreKind.allCases, policyOutcomes.indices)
    func eachMergePolicyResolvesAConflictItsOwnWay(_ kind: TestStoreKind, _ outcome: Int) throws {
        let (policy, nickname, goals, keepsTeam) = Self.policyOutcomes[outcome]
        let spec = try GraphSpec(kind, Self.players())
        let (storedID, teamID) = try seedPlayer(spec, nickname: "old")
        try spec.run { context in
            context.mergePolicy = policy
            let incoming = Player(context: context)
            incoming.email = "ada@example.com"
            incoming.goals = 7
            try context.save()
            #expect(incoming.objectID == storedID, "\(policy): the insert became an update of the stored player")
        }
        try spec.run { context in
            let player = try #require(try context.existingObject(with: storedID) as? Player)
            #expect(player.nickname == nickname && player.goals == goals, "\(policy)")
            #expect((player.team?.objectID == teamID) == keepsTeam, "\(policy)")
            let team = try #require(try context.existingObject(with: teamID) as? Team)
            #expect(team.players.count == (keepsTeam ? 1 : 0), "\(policy): the inverse agrees")
        }
        #expect(try spec.count("Player") == 1)
    }

    @Test(arguments: TestStoreKind.allCases)
    func findOrCreateWithoutAFetchKeepsTheGraph(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, GraphModels.recipes())
        try spec.run { context in
            Recipe.make("Bread", in: context, ingredients: [Ingredient.make("flour", in: context)])
            try context.save()
        }
        try spec.run { context in
            context.mergePolicy = .mergeByPropertyObjectTrump
            let cake = Recipe.make("Cake", in: context, ingredients: [Ingredient.make("flour", in: context), Ingredient.make("sugar", in: context)])
            let quick = Tag(context: context)
            quick.name = "quick"
            let sameTag = Tag(context: context)
            sameTag.name = "quick"
            cake.tags = [quick, sameTag]
            try context.save()
            #expect(cake.tags.count == 1, "two unsaved tags with one name became one")
            #expect(cake.tags.first?.managedObjectContext === context)
        }
        #expect(try spec.count("Ingredient") == 2)
        #expect(try spec.count("Tag") == 1)
        try spec.run { context in
            let request = Ingredient.fetchRequest()
            request.predicate = .comparison(.keyPath("name"), .equalTo, .constant(.string("flour")))
            let flour = try #require(try context.fetch(request).first)
            #expect(Set(flour.usages.compactMap(\.recipe?.title)) == ["Bread", "Cake"], "the stored ingredient keeps its usages and gains the new one")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func compoundConstraintsAndNilValues(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, Self.players())
        let (_, teamID) = try seedPlayer(spec, nickname: nil)
        try spec.run { context in
            let reds = try #require(try context.existingObject(with: teamID) as? Team)
            let blues = Team(context: context)
            let sameNumberOtherTeam = Player(context: context)
            sameNumberOtherTeam.number = 9
            sameNumberOtherTeam.team = blues
            for _ in 0..<2 { Player(context: context).number = 9 }  // no team, no email: nil never conflicts
            try context.save()

            let clash = Player(context: context)
            clash.number = 9
            clash.team = reds
            let error = try #require(#expect(throws: CairnError.self) { try context.save() })
            #expect(error.constraintConflicts.map(\.constraint) == [["team", "number"]])
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func twoExistingObjectsCannotBeMergedByAnyPolicy(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, Self.players())
        try spec.run { context in
            context.mergePolicy = .mergeByPropertyObjectTrump
            let first = Player(context: context)
            first.email = "a@example.com"
            let second = Player(context: context)
            second.email = "b@example.com"
            try context.save()
            second.email = "a@example.com"
            let error = #expect(throws: CairnError.self) { try context.save() }
            #expect(error?.code == .constraintConflict)
            #expect(second.email == "a@example.com" && second.isUpdated, "nothing changed in the context")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func deletingAndInsertingTheSameValuesInOneSave(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, GraphModels.recipes())
        try spec.run { context in
            let old = Ingredient.make("yeast", in: context)
            try context.save()
            context.delete(old)
            let replacement = Ingredient.make("yeast", in: context)
            try context.save()
            #expect(!replacement.objectID.isTemporaryID && replacement.objectID != old.objectID)
        }
        #expect(try spec.count("Ingredient") == 1)
    }

    @Test(arguments: TestStoreKind.allCases)
    func theStoreItselfRefusesDuplicates(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, GraphModels.recipes())
        try spec.run { context in
            Ingredient.make("honey", in: context)
            try context.save()
        }
        let store = spec.container.persistentStoreCoordinator.persistentStores[0]
        let entity = try #require(spec.model.entitiesByName["Ingredient"])
        var values = ContiguousArray<PropertyValue>(repeating: .null, count: entity.properties.count)
        values[try #require(entity.properties.firstIndex { $0.name == "name" })] = .string("honey")
        var changes = ChangeSet()
        changes.inserted = [RowSnapshot(objectID: store.objectID(for: entity, primaryKey: 10_000), values: values, version: 1)]
        let error = #expect(throws: CairnError.self, "a write that bypasses the context (another process) still cannot duplicate") {
            try store.save(changes)
        }
        #expect(error?.code == .constraintConflict && error?.entityName == "Ingredient")
        #expect(try spec.count("Ingredient") == 1)
    }
}
