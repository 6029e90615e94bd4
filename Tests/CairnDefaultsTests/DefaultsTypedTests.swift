import Foundation
import Testing

@testable import CairnDefaults

enum Theme: String, DefaultsValue { case system, light, dark }

struct Person: Codable, Equatable, DefaultsCodableValue {
    var name: String
    var age: Int
}

extension Defaults.Keys {
    static let theme = Defaults.Key<Theme>("theme", default: .system)
    static let launchCount = Defaults.Key<Int>("launchCount", default: 0)
    static let owner = Defaults.Key<Person>("owner", default: Person(name: "nobody", age: 0))
}

@Suite struct DefaultsTypedTests {
    let sandbox = Sandbox()

    @Test func typedKeysReadTheirDefaultUntilSet() throws {
        let defaults = try sandbox.defaults()
        #expect(defaults[.theme] == .system)
        defaults[.theme] = .dark
        defaults[.launchCount] += 1
        defaults[.launchCount] += 1
        #expect(defaults[.theme] == .dark)
        #expect(defaults[.launchCount] == 2)
        #expect(defaults.string(forKey: "theme") == "dark")
        defaults.reset(.theme)
        #expect(defaults[.theme] == .system)
    }

    @Test func unknownRawValueReadsAsDefault() throws {
        let defaults = try sandbox.defaults()
        defaults.set("sepia", forKey: "theme")
        #expect(defaults[.theme] == .system)
    }

    @Test func codableRoundTrip() throws {
        let defaults = try sandbox.defaults()
        let person = Person(name: "John Smith", age: 30)
        try defaults.setCodable(person, forKey: "person")
        #expect(try defaults.codable(Person.self, forKey: "person") == person)
        #expect(try defaults.codable(Person.self, forKey: "missing") == nil)
        defaults.set("text", forKey: "notData")
        #expect { try defaults.codable(Person.self, forKey: "notData") } throws: { ($0 as? DefaultsError)?.code == .coding }
        defaults[.owner] = person
        try defaults.flush()
        #expect(try sandbox.defaults()[.owner] == person)
    }

    @Test func codableValuesSurviveAReopen() throws {
        do {
            let defaults = try sandbox.defaults()
            defaults[.owner] = Person(name: "Ann", age: 41)
        }
        #expect(try sandbox.defaults()[.owner] == Person(name: "Ann", age: 41))
    }

    struct Settings {
        @DefaultSetting var theme: Theme
        @DefaultSetting var volume: Double

        init(defaults: Defaults) {
            _theme = DefaultSetting(.theme, defaults: defaults)
            _volume = DefaultSetting(wrappedValue: 0.5, "volume", defaults: defaults)
        }
    }

    @Test func propertyWrapperReadsAndWritesTheSuite() throws {
        let defaults = try sandbox.defaults()
        let settings = Settings(defaults: defaults)
        #expect(settings.volume == 0.5)
        settings.volume = 0.8
        settings.theme = .light
        #expect(defaults.double(forKey: "volume") == 0.8)
        #expect(Settings(defaults: defaults).theme == .light)
        settings.$theme.reset()
        #expect(settings.theme == .system)
    }

    @Test func migrationRunsEachStepOnceInOrder() throws {
        let defaults = try sandbox.defaults()
        defaults.set("blue", forKey: "color")
        let log = LogRecorder()
        let steps: [Defaults.MigrationStep] = [
            .init(version: 3) { defaults in
                log.log.warning("3")
                defaults.set(defaults.integer(forKey: "volume") * 10, forKey: "volume")
            },
            .init(version: 2) { defaults in
                log.log.warning("2")
                defaults.set(defaults.string(forKey: "color"), forKey: "theme")
                defaults.removeObject(forKey: "color")
                defaults.set(7, forKey: "volume")
            },
        ]
        #expect(try defaults.migrate(steps: steps) == [2, 3])
        #expect(try defaults.migrate(steps: steps) == [])
        #expect(log.messages(.warning) == ["2", "3"])
        #expect(defaults.integer(forKey: "schemaVersion") == 3)
        #expect(defaults.string(forKey: "theme") == "blue")
        #expect(defaults.integer(forKey: "volume") == 70)
        #expect(try sandbox.fileContents()["schemaVersion"] as? Int == 3)
    }

    @Test func failedMigrationStepKeepsEarlierStepsRecorded() throws {
        struct Broken: Error {}
        let defaults = try sandbox.defaults()
        let steps: [Defaults.MigrationStep] = [
            .init(version: 1) { $0.set(true, forKey: "one") },
            .init(version: 2) { _ in throw Broken() },
        ]
        #expect(throws: Broken.self) { try defaults.migrate(steps: steps) }
        #expect(defaults.integer(forKey: "schemaVersion") == 1)
    }
}
