import CairnFiles
import Foundation

/// A suite as the `cairn defaults` command names it: `APP-ID` (the app's standard suite),
/// `APP-ID/SUITE` (a named suite of the app), or `group.…` (an App Group suite).
///
/// ```swift
/// try DefaultsDomain(parsing: "com.example.app/settings")  // app com.example.app, suite settings
/// ```
public struct DefaultsDomain: Sendable, Hashable, CustomStringConvertible {
    /// The app whose directory holds the suite.
    public var appIdentifier: String
    /// The suite.
    public var suiteName: String

    /// Parses a domain name.
    ///
    /// - Throws: ``DefaultsError`` with `.invalidSuiteName` for an empty part or more than one `/`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), !parts.contains(where: \.isEmpty) else {
            throw DefaultsError(.invalidSuiteName, "invalid domain '\(text)': use APP-ID, APP-ID/SUITE or group.NAME")
        }
        appIdentifier = parts[0]
        suiteName = parts.count == 2 ? parts[1] : parts[0]
    }

    /// The domain's name: `APP-ID`, `APP-ID/SUITE` or `group.…`.
    public var description: String {
        suiteName == appIdentifier || suiteName.hasPrefix("group.") ? suiteName : "\(appIdentifier)/\(suiteName)"
    }

    /// Every domain with a preferences file under `$XDG_CONFIG_HOME`, sorted.
    ///
    /// - Throws: ``DefaultsError`` with `.noHomeDirectory`-caused `.io` if no configuration directory can be found.
    public static func all(environment: XDGEnvironment = .current) throws -> [DefaultsDomain] {
        let config: URL
        do {
            config = try environment.baseDirectory(.config)
        } catch {
            throw DefaultsError(.io, "cannot locate the configuration directory: \(error)")
        }
        let manager = FileManager.default
        let apps = (try? manager.contentsOfDirectory(atPath: config.path)) ?? []
        return apps.flatMap { app -> [DefaultsDomain] in
            let files = (try? manager.contentsOfDirectory(atPath: config.appendingPathComponent(app).path)) ?? []
            return files.filter { $0.hasSuffix(".plist") && !$0.hasPrefix(".") }.compactMap { file in
                let suite = String(file.dropLast(".plist".count))
                return try? DefaultsDomain(parsing: suite == app ? app : "\(app)/\(suite)")
            }
        }
        .sorted { $0.description < $1.description }
    }

    /// Opens the domain's suite.
    ///
    /// - Throws: ``DefaultsError`` as ``Defaults/init(suite:appIdentifier:environment:log:)``.
    public func open(environment: XDGEnvironment = .current, log: DefaultsLog = .swiftLog) throws -> Defaults {
        try Defaults(suite: suiteName, appIdentifier: appIdentifier, environment: environment, log: log)
    }
}
