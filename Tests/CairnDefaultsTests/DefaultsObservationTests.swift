import Foundation
import Testing

@testable import CairnDefaults

/// Collects values delivered to observers.
final class Inbox<Value: Sendable>: @unchecked Sendable {
    // Safety: `items` is only touched while `lock` is held.
    private let lock = NSLock()
    private var items: [Value] = []

    func append(_ value: Value) { lock.withLock { items.append(value) } }
    var all: [Value] { lock.withLock { items } }
}

@Suite struct DefaultsObservationTests {
    let sandbox = Sandbox()

    @Test func callbackSeesChangesOfItsKeyOnly() throws {
        let defaults = try sandbox.defaults()
        let inbox = Inbox<PropertyListValue?>()
        let observation = defaults.observe("theme") { inbox.append($0) }
        defaults.set("dark", forKey: "theme")
        defaults.set("dark", forKey: "theme")  // no change, no call
        defaults.set(1, forKey: "other")
        defaults.removeObject(forKey: "theme")
        #expect(inbox.all == [.string("dark"), nil])
        observation.cancel()
        defaults.set("light", forKey: "theme")
        #expect(inbox.all.count == 2)
    }

    @Test func registeringADefaultIsAChangeOfAnAbsentKey() throws {
        let defaults = try sandbox.defaults()
        let inbox = Inbox<Defaults.Change>()
        let observation = defaults.observeAll { inbox.append($0) }
        defaults.register(defaults: ["volume": 0.5])
        defaults.set(0.9, forKey: "volume")
        defaults.removeObject(forKey: "volume")
        #expect(inbox.all.map(\.value) == [.real(0.5), .real(0.9), .real(0.5)])
        withExtendedLifetime(observation) {}
    }

    @Test func asyncSequenceOfATypedKey() async throws {
        let defaults = try sandbox.defaults()
        let values = defaults.values(for: .theme)  // observing from here on
        defaults[.theme] = .dark
        defaults.removeObject(forKey: "theme")
        defaults[.theme] = .light
        var seen: [Theme] = []
        for await theme in values {
            seen.append(theme)
            if seen.count == 3 { break }
        }
        #expect(seen == [.dark, .system, .light])
    }

    @Test func asyncSequenceOfAllChanges() async throws {
        let defaults = try sandbox.defaults()
        let changes = defaults.changes()
        defaults.set(1, forKey: "a")
        defaults.set("x", forKey: "b")
        var seen: [Defaults.Change] = []
        for await change in changes {
            seen.append(change)
            if seen.count == 2 { break }
        }
        #expect(seen == [.init(key: "a", value: .integer(1)), .init(key: "b", value: .string("x"))])
    }

    @Test func changeWrittenByAnotherStoreOfTheFileIsSeen() throws {
        // A second app identity on the same App Group suite: a separate file handle in this
        // process behaves like another process writing the file.
        let env = sandbox.environment
        let app = try Defaults(suite: "group.com.example.shared", appIdentifier: "com.example.app", environment: env)
        let inbox = Inbox<PropertyListValue?>()
        let observation = app.observe("sharedCounter") { inbox.append($0) }
        let location = try DefaultsLocation(suiteName: "group.com.example.shared", appIdentifier: "x", environment: env)
        let other = try DefaultsStore(location: location, log: sandbox.recorder.log)  // not shared via the registry
        other.setValue(.integer(5), forKey: "sharedCounter")
        try other.flush()
        for _ in 0..<5_000 where inbox.all.isEmpty { usleep(1_000) }
        #expect(inbox.all == [.integer(5)])
        #expect(app.integer(forKey: "sharedCounter") == 5)
        withExtendedLifetime(observation) {}
    }

    @Test func observerMaySetAndSynchronize() throws {
        let defaults = try sandbox.defaults()
        let observation = defaults.observe("input") { value in
            if case .integer(let number) = value { defaults.set(number * 2, forKey: "output") }
            defaults.synchronize()
        }
        let location = try DefaultsLocation(suiteName: "com.example.app", appIdentifier: "com.example.app", environment: sandbox.environment)
        let other = try DefaultsStore(location: location, log: sandbox.recorder.log)  // another writer of the file
        other.setValue(.integer(21), forKey: "input")
        try other.flush()
        defaults.synchronize()  // takes in the other write (unless the watcher already did)
        // The observer runs on whichever thread took the change in; wait for its write.
        for _ in 0..<5_000 where defaults.integer(forKey: "output") != 42 { usleep(1_000) }
        #expect(defaults.integer(forKey: "output") == 42)
        defaults.synchronize()
        #expect(try sandbox.fileContents()["output"] as? Int == 42)
        withExtendedLifetime(observation) {}
    }
}
