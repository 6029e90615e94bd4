import Foundation
import Testing

@testable import CairnDefaults

/// The UserDefaults examples of the seed documents, written with `Defaults`.
@Suite struct DefaultsSeedExampleTests {
    let sandbox = Sandbox()

    @Test func firstLaunchFlag() throws {
        let defaults = try sandbox.defaults()
        #expect(!defaults.bool(forKey: "didCompleteOnboarding"))  // first launch
        defaults.set(true, forKey: "didCompleteOnboarding")
        try defaults.flush()
        #expect(try sandbox.defaults().bool(forKey: "didCompleteOnboarding"))
    }

    @Test func themeWithFallback() throws {
        let defaults = try sandbox.defaults()
        #expect((defaults.string(forKey: "theme") ?? "system") == "system")
        defaults.set("dark", forKey: "theme")
        defaults.set(Date(), forKey: "lastFetchedAt")
        #expect((defaults.string(forKey: "theme") ?? "system") == "dark")
        #expect(defaults.date(forKey: "lastFetchedAt") != nil)
    }

    @Test func sliderValue() throws {
        let defaults = try sandbox.defaults()
        defaults.register(defaults: ["sliderValue": 0.5])
        #expect(defaults.float(forKey: "sliderValue") == 0.5)
        defaults.set(Float(0.75), forKey: "sliderValue")
        try defaults.flush()
        #expect(try sandbox.fileContents()["sliderValue"] as? Double == 0.75)
    }

    @Test func appGroupSuiteIsSharedBetweenAppAndExtension() throws {
        let env = sandbox.environment
        let app = try Defaults(suite: "group.com.yourcompany.yourapp", appIdentifier: "com.yourcompany.yourapp", environment: env)
        let widget = try Defaults(suite: "group.com.yourcompany.yourapp", appIdentifier: "com.yourcompany.yourapp.widget", environment: env)
        app.set("Hello from the app", forKey: "sharedMessage")
        #expect(widget.string(forKey: "sharedMessage") == "Hello from the app")
        #expect(app.fileURL == widget.fileURL)
        #expect(app.fileURL?.path.hasSuffix(".config/group.com.yourcompany.yourapp/group.com.yourcompany.yourapp.plist") == true)
    }

    @Test func structStoredAsJSONData() throws {
        let defaults = try sandbox.defaults()
        let person = Person(name: "John Smith", age: 30)
        defaults.set(try JSONEncoder().encode(person), forKey: "person")
        let stored = try #require(defaults.data(forKey: "person"))
        #expect(try JSONDecoder().decode(Person.self, from: stored) == person)
    }

    @Test func schemaVersionMigration() throws {
        let defaults = try sandbox.defaults()
        let current = 3
        let stored = defaults.integer(forKey: "schemaVersion")
        var ran: [Int] = []
        if stored < current {
            ran = try defaults.migrate(steps: (stored + 1...current).map { version in .init(version: version) { _ in } })
        }
        #expect(ran == [1, 2, 3])
        #expect(defaults.integer(forKey: "schemaVersion") == current)
    }
}
