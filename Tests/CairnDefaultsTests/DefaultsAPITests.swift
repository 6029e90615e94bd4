import CairnFiles
import Foundation
import Testing

@testable import CairnDefaults

@Suite struct DefaultsAPITests {
    let sandbox = Sandbox()

    @Test func storesEveryPropertyListType() throws {
        let defaults = try sandbox.defaults()
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        defaults.set(true, forKey: "bool")
        defaults.set(42, forKey: "int")
        defaults.set(0.25, forKey: "double")
        defaults.set(Float(1.5), forKey: "float")
        defaults.set("dark", forKey: "string")
        defaults.set(Data([1, 2, 3]), forKey: "data")
        defaults.set(date, forKey: "date")
        defaults.set(URL(string: "https://example.com/a")!, forKey: "url")
        defaults.set(["a", "b"], forKey: "array")
        defaults.set(["x": 1], forKey: "dictionary")
        #expect(defaults.bool(forKey: "bool"))
        #expect(defaults.integer(forKey: "int") == 42)
        #expect(defaults.double(forKey: "double") == 0.25)
        #expect(defaults.float(forKey: "float") == 1.5)
        #expect(defaults.string(forKey: "string") == "dark")
        #expect(defaults.data(forKey: "data") == Data([1, 2, 3]))
        #expect(defaults.date(forKey: "date") == date)
        #expect(defaults.url(forKey: "url") == URL(string: "https://example.com/a"))
        #expect(defaults.stringArray(forKey: "array") == ["a", "b"])
        #expect(defaults.array(forKey: "array") as? [String] == ["a", "b"])
        #expect(defaults.dictionary(forKey: "dictionary") as? [String: Int] == ["x": 1])
        #expect(defaults.object(forKey: "int") as? Int == 42)
    }

    @Test func absentKeysReadAsZeroFalseAndNil() throws {
        let defaults = try sandbox.defaults()
        #expect(!defaults.bool(forKey: "none"))
        #expect(defaults.integer(forKey: "none") == 0)
        #expect(defaults.double(forKey: "none") == 0)
        #expect(defaults.string(forKey: "none") == nil)
        #expect(defaults.object(forKey: "none") == nil)
    }

    /// Coercions documented for `UserDefaults.bool(forKey:)` and `integer(forKey:)`.
    @Test func coercesLikeUserDefaults() throws {
        let defaults = try sandbox.defaults()
        for text in ["true", "YES", "1"] {
            defaults.set(text, forKey: "flag")
            #expect(defaults.bool(forKey: "flag"), "\(text)")
        }
        defaults.set(1.0, forKey: "flag")
        #expect(defaults.bool(forKey: "flag"))
        defaults.set(2.67, forKey: "n")
        #expect(defaults.integer(forKey: "n") == 2)
        defaults.set("123", forKey: "n")
        #expect(defaults.integer(forKey: "n") == 123)
        defaults.set(true, forKey: "n")
        #expect(defaults.integer(forKey: "n") == 1)
        defaults.set(7, forKey: "n")
        #expect(defaults.string(forKey: "n") == "7")
        defaults.set("~/notes.txt", forKey: "path")
        #expect(defaults.url(forKey: "path")?.isFileURL == true)
    }

    @Test func untypedSetAcceptsFoundationObjectsAndRejectsOthers() throws {
        let defaults = try sandbox.defaults()
        try defaults.set(["name": "Ann", "tags": ["a", 1, true]] as [String: Any], forKey: "profile")
        #expect((defaults.dictionary(forKey: "profile")?["name"] as? String) == "Ann")
        let error = #expect(throws: DefaultsError.self) { try defaults.set(["bad": NSObject()] as [String: Any], forKey: "thing") }
        #expect(error?.code == .unsupportedType)
        #expect(error?.message.contains("thing.bad") == true)
        #expect(defaults.object(forKey: "thing") == nil)
        try defaults.set(nil, forKey: "profile")
        #expect(defaults.object(forKey: "profile") == nil)
    }

    @Test func registeredDefaultsArePrecededByStoredValuesAndNeverWritten() throws {
        let defaults = try sandbox.defaults()
        defaults.register(defaults: ["theme": "system", "volume": 0.5])
        #expect(defaults.string(forKey: "theme") == "system")
        defaults.set("dark", forKey: "theme")
        #expect(defaults.string(forKey: "theme") == "dark")
        defaults.removeObject(forKey: "theme")
        #expect(defaults.string(forKey: "theme") == "system")
        defaults.set(1, forKey: "other")
        try defaults.flush()
        let onDisk = try sandbox.fileContents()
        #expect(onDisk["theme"] == nil && onDisk["volume"] == nil)
        #expect(defaults.dictionaryRepresentation()["volume"] as? Double == 0.5)
    }

    @Test func valuesOverFourKilobytesLogAWarning() throws {
        let defaults = try sandbox.defaults()
        defaults.set(Data(count: 5_000), forKey: "blob")
        defaults.set(Data(count: 100), forKey: "small")
        #expect(sandbox.recorder.messages(.warning).count == 1)
        #expect(sandbox.recorder.messages(.warning).first?.contains("blob") == true)
    }

    @Test func fileIsPrivateAndWhereXDGSays() throws {
        let defaults = try sandbox.defaults("settings")
        defaults.set(1, forKey: "a")
        try defaults.flush()
        let url = sandbox.home.appendingPathComponent(".config/com.example.app/settings.plist")
        #expect(defaults.fileURL == url)
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as! NSNumber
        #expect(mode.intValue == 0o600)
    }

    @Test func configHomeVariableIsHonoured() throws {
        let config = sandbox.home.appendingPathComponent("elsewhere").path
        let env = XDGEnvironment(variables: ["HOME": sandbox.home.path, "XDG_CONFIG_HOME": config])
        let defaults = try Defaults(suite: "s", appIdentifier: "app", environment: env)
        #expect(defaults.fileURL?.path == config + "/app/s.plist")
    }

    @Test(arguments: ["", "a/b", ".."])
    func invalidSuiteNamesAreRejected(_ name: String) {
        #expect { try sandbox.defaults(name) } throws: { ($0 as? DefaultsError)?.code == .invalidSuiteName }
        #expect(Defaults(suiteName: "a/b") == nil)
    }

    @Test func handlesOfOneSuiteShareValues() throws {
        let first = try sandbox.defaults()
        let second = try sandbox.defaults()
        first.set("x", forKey: "k")
        #expect(second.string(forKey: "k") == "x")
    }
}
