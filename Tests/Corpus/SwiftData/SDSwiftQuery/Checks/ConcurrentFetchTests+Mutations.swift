import CairnData
import SwiftQuery
import Synchronization
import Testing

// Split from ConcurrentFetchTests.swift (its perform and custom-actor tests on) to keep files under
// the project's 600 lines; not a line of the upstream tests is changed.
extension ConcurrentFetchTests {
    @Test func perform_singleMutation() async throws {
        let cumulativeAge = try await modelContainer.createQueryActor().perform { actor in
            let people = try Query<Person>().results()
            return people.reduce(0) { $0 + $1.age }
        }

        try await modelContainer.createQueryActor().perform { actor in
            let people = try! Query<Person>().results()
            #expect(people.count == 11)

            for person in people { person.age += 1 }

            try actor.modelContext.save()
        }

        let newAge = try await modelContainer.createQueryActor().perform { _ in
            let people = try Query<Person>().results()
            return people.reduce(0) { $0 + $1.age }
        }
        
        #expect(newAge == cumulativeAge + 11)
    }

    @Test func perform_multipleContextsSerialMutation() async throws {
        try await modelContainer.createQueryActor().perform { actor in
            let firstYoungJack = try Query<Person>()
                .include(#Predicate { $0.name == "Jack" && $0.age == 17 })
                .first()

            let youngJack = try #require(firstYoungJack)
            youngJack.age = 25

            try actor.modelContext.save()
        }

        try await modelContainer.createQueryActor().perform { actor in
            let adultJacks = try Query<Person>()
                .include(#Predicate { $0.name == "Jack" && $0.age >= 18 })
                .results()

            #expect(adultJacks.count == 2)

            let firstModifiedJack = try Query<Person>()
                .include(#Predicate { $0.name == "Jack" && $0.age == 25 })
                .first()

            let modifiedJack = try #require(firstModifiedJack)
            modifiedJack.age = 75

            try actor.modelContext.save()
        }

        try await modelContainer.createQueryActor().perform { _ in
            let seniorJacks = try Query<Person>()
                .include(#Predicate { $0.name == "Jack" && $0.age >= 65 })
                .results()
            #expect(seniorJacks.count == 1)
        }
    }

    @MainActor
    @Test func perform_multipleContextsConcurrentMutation() async throws {
        let countOfJacks = try countOfJacks()

        @Sendable func incrementJacks(by amount: Int) async throws {
            try await modelContainer.createQueryActor().perform { actor in
                try actor.modelContext.transaction {
                    let jacks = try Query<Person>()
                        .include(#Predicate { $0.name == "Jack"})
                        .results(isolation: actor)

                    for jack in jacks {
                        jack.age += amount
                    }
                }
            }
        }

        let iterations = 5
        let increment = 5

        let age = try jacksAge()

        try await withThrowingDiscardingTaskGroup { group in
            (0..<iterations).forEach { index in
                group.addTask {
                    // We defer for a moment here because we aren't testing Swift Data's merge policy—
                    // what happens when there are simultaneous mutations—but just that when there are
                    // multiple concurrent background contexts their changes propagate correctly.
                    try await ContinuousClock().sleep(for: .milliseconds(100 * index))
                    try await incrementJacks(by: increment)
                }
            }
        }

        let newAge = try jacksAge()
        let expectedAge = age + (iterations * increment * countOfJacks)

        #expect(newAge == expectedAge)
    }

    @Test func perform_singleContextConcurrentMutations() async throws {
        let actor = QueryActor(modelContainer: modelContainer)

        try await actor.testScoped { _ in
            let countOfJacks = 2
            let age = try await jacksAge()

            try await withThrowingDiscardingTaskGroup { group in
                group.addTask {
                    try await actor.perform { actor in
                        let jacks = try Query<Person>()
                            .include(#Predicate { $0.name == "Jack"})
                            .results()

                        #expect(jacks.count == countOfJacks)

                        for jack in jacks {
                            jack.age += 1
                        }
                    }
                }

                group.addTask {
                    try await ContinuousClock().sleep(for: .milliseconds(100))

                    try await actor.perform { actor in
                        let jacks = try Query<Person>()
                            .include(#Predicate { $0.name == "Jack"})
                            .results()

                        let newAge = jacks.reduce(0) { $0 + $1.age }
                        #expect(newAge == age + countOfJacks)
                    }
                }
            }

        }

    }

    @Test func customActor_fetches() async throws {
        let actor = MyActor(modelContainer: modelContainer)
        try await actor.testScoped {
            try $0.fetchPeople()
        }
    }

    @Test func customActor_findsOrCreates() async throws {
        let actor = MyActor(modelContainer: modelContainer)
        try await actor.testScoped {
            try $0.findOrCreateRamona()
        }
    }

    @MainActor
    private func countOfJacks() throws -> Int {
        try Query<Person>()
            .include(#Predicate { $0.name == "Jack"})
            .count(in: modelContainer)
    }

    @MainActor
    private func jacksAge() throws -> Int {
        let jacks = try Query<Person>()
            .include(#Predicate { $0.name == "Jack"})
            .results(in: modelContainer)
        return jacks.reduce(0) { $0 + $1.age }
    }
}
