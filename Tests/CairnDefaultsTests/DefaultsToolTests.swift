import Foundation
import Testing

@testable import CairnDefaults

/// The logic behind `cairn defaults read/write/delete/domains`.
@Suite struct DefaultsToolTests {
    let sandbox = Sandbox()

    func domain(_ text: String) throws -> DefaultsDomain {
        try DefaultsDomain(parsing: text)
    }

    @Test func domainNames() throws {
        #expect(try domain("com.example.app") == DefaultsDomain(parsing: "com.example.app/com.example.app"))
        #expect(try domain("com.example.app/settings").suiteName == "settings")
        #expect(try domain("group.shared").description == "group.shared")
        for bad in ["", "a//b", "a/b/c", "/x"] {
            #expect(throws: DefaultsError.self) { try domain(bad) }
        }
    }

    @Test func writeReadDeleteRoundTrip() throws {
        let env = sandbox.environment
        let app = try domain("com.example.app")
        try DefaultsTool.write(app, key: "theme", value: DefaultsValueType.string.parse("dark"), environment: env)
        try DefaultsTool.write(app, key: "volume", value: DefaultsValueType.float.parse("0.5"), environment: env)
        try DefaultsTool.write(app, key: "tags", value: ["a b", "c"], environment: env)
        #expect(try DefaultsTool.read(app, key: "theme", environment: env) == "dark")
        #expect(
            try DefaultsTool.read(app, environment: env) == """
                {
                    tags = (
                        "a b",
                        c
                    );
                    theme = dark;
                    volume = 0.5;
                }
                """)
        // The app sees the tool's write through its own suite.
        #expect(try sandbox.defaults().double(forKey: "volume") == 0.5)
        try DefaultsTool.delete(app, key: "theme", environment: env)
        #expect { try DefaultsTool.read(app, key: "theme", environment: env) } throws: { ($0 as? DefaultsError)?.code == .notFound }
        #expect { try DefaultsTool.delete(app, key: "theme", environment: env) } throws: { ($0 as? DefaultsError)?.code == .notFound }
    }

    @Test func domainsListsEverySuiteAndDeleteRemovesOne() throws {
        let env = sandbox.environment
        for name in ["com.example.app", "com.example.app/settings", "group.shared"] {
            try DefaultsTool.write(domain(name), key: "k", value: 1, environment: env)
        }
        #expect(try DefaultsTool.domains(environment: env) == ["com.example.app", "com.example.app/settings", "group.shared"])
        try DefaultsTool.delete(domain("com.example.app/settings"), environment: env)
        #expect(try DefaultsTool.domains(environment: env) == ["com.example.app", "group.shared"])
        let backup = sandbox.home.appendingPathComponent(".config/com.example.app/.settings.plist.bak")
        #expect(FileManager.default.fileExists(atPath: backup.path))
    }

    @Test func readingAMissingDomainCreatesNothing() throws {
        let env = sandbox.environment
        #expect { try DefaultsTool.read(domain("com.nobody"), environment: env) } throws: { ($0 as? DefaultsError)?.code == .notFound }
        #expect(!FileManager.default.fileExists(atPath: sandbox.home.appendingPathComponent(".config/com.nobody").path))
    }

    @Test(arguments: [
        (DefaultsValueType.int, "42", PropertyListValue.integer(42)),
        (.int, "-5", .integer(-5)),
        (.float, "0.25", .real(0.25)),
        (.bool, "YES", .bool(true)),
        (.bool, "false", .bool(false)),
        (.bool, "0", .bool(false)),
        (.string, "hello world", .string("hello world")),
        (.data, "<cafe 01>", .data(Data([0xCA, 0xFE, 0x01]))),
        (.data, "0x00ff", .data(Data([0x00, 0xFF]))),
        (.date, "2024-05-01T12:00:00Z", .date(Date(timeIntervalSince1970: 1_714_564_800))),
        (.date, "2024-05-01 12:00:00 +0000", .date(Date(timeIntervalSince1970: 1_714_564_800))),
        (.date, "2024-05-01", .date(Date(timeIntervalSince1970: 1_714_521_600))),
    ])
    func valueTypesParse(type: DefaultsValueType, text: String, expected: PropertyListValue) throws {
        #expect(try type.parse(text) == expected)
    }

    @Test(arguments: [(DefaultsValueType.int, "4.5"), (.float, "x"), (.bool, "maybe"), (.data, "abc"), (.data, "zz"), (.date, "yesterday")])
    func invalidValuesAreCodingErrors(type: DefaultsValueType, text: String) {
        #expect { try type.parse(text) } throws: { ($0 as? DefaultsError)?.code == .coding }
    }

    @Test func descriptionsFollowMacOSDefaults() {
        #expect(PropertyListValue.bool(true).defaultsDescription == "1")
        #expect(PropertyListValue.real(2).defaultsDescription == "2")
        #expect(PropertyListValue.string("say \"hi\"").defaultsDescription == "\"say \\\"hi\\\"\"")
        #expect(PropertyListValue.data(Data([1, 2])).defaultsDescription == "{length = 2, bytes = 0x0102}")
        #expect(PropertyListValue.date(Date(timeIntervalSince1970: 0)).defaultsDescription == "\"1970-01-01 00:00:00 +0000\"")
        #expect(PropertyListValue.dictionary([:]).defaultsDescription == "{\n}")
    }
}
