import CairnFiles
import Foundation

/// What the `cairn defaults` command does, mirroring macOS `defaults`: read, write and delete
/// values of any app's suites, and list the domains. Writes go through ``Defaults``, so they
/// merge with running apps' changes and reach their observers.
///
/// ```swift
/// let domain = try DefaultsDomain(parsing: "com.example.app")
/// try DefaultsTool.write(domain, key: "theme", value: .string("dark"))
/// print(try DefaultsTool.read(domain, key: "theme"))   // dark
/// ```
public enum DefaultsTool {
    /// The text `defaults read` prints: the whole suite, or one value (a string as is).
    ///
    /// - Throws: ``DefaultsError`` with `.notFound` if the domain or key does not exist.
    public static func read(_ domain: DefaultsDomain, key: String? = nil, environment: XDGEnvironment = .current) throws -> String {
        let defaults = try openExisting(domain, environment: environment)
        guard let key else {
            return PropertyListValue.dictionary(defaults.store.dictionaryRepresentation()).defaultsDescription
        }
        guard let value = defaults.propertyListValue(forKey: key) else {
            throw DefaultsError(.notFound, "the domain/default pair of (\(domain), \(key)) does not exist")
        }
        if case .string(let text) = value { return text }
        return value.defaultsDescription
    }

    /// Sets `key` in the domain (created if needed) and writes it durably.
    ///
    /// - Throws: ``DefaultsError`` if the suite cannot be opened or written.
    public static func write(_ domain: DefaultsDomain, key: String, value: PropertyListValue, environment: XDGEnvironment = .current) throws {
        let defaults = try domain.open(environment: environment)
        defaults.set(value, forKey: key)
        try defaults.flush()
    }

    /// Removes `key`, or with `nil` every key and then the suite's file (its last good copy
    /// stays beside it as `.<suite>.plist.bak`).
    ///
    /// - Throws: ``DefaultsError`` with `.notFound` if the domain or key does not exist.
    public static func delete(_ domain: DefaultsDomain, key: String? = nil, environment: XDGEnvironment = .current) throws {
        let defaults = try openExisting(domain, environment: environment)
        if let key {
            guard defaults.object(forKey: key) != nil else {
                throw DefaultsError(.notFound, "the domain/default pair of (\(domain), \(key)) does not exist")
            }
            defaults.removeObject(forKey: key)
            try defaults.flush()
            return
        }
        for key in defaults.dictionaryRepresentation().keys { defaults.removeObject(forKey: key) }
        try defaults.flush()
        try defaults.store.removeFileIfEmpty()
    }

    /// The names of every domain, as `defaults domains` lists them.
    ///
    /// - Throws: ``DefaultsError`` if the configuration directory cannot be located.
    public static func domains(environment: XDGEnvironment = .current) throws -> [String] {
        try DefaultsDomain.all(environment: environment).map(\.description)
    }

    private static func openExisting(_ domain: DefaultsDomain, environment: XDGEnvironment) throws -> Defaults {
        let location = try DefaultsLocation(
            suiteName: domain.suiteName, appIdentifier: domain.appIdentifier, environment: environment, createDirectory: false)
        guard FileManager.default.fileExists(atPath: location.fileURL.path) else {
            throw DefaultsError(.notFound, "domain \(domain) does not exist (no \(location.fileURL.path))")
        }
        return try domain.open(environment: environment)
    }
}
