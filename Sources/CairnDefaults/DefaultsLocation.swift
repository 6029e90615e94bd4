import CairnFiles
import Foundation

/// Where a suite's preferences live: `$XDG_CONFIG_HOME/<app-id>/<suite>.plist`.
///
/// A suite named like an App Group (`group.…`) lives in its own directory,
/// `$XDG_CONFIG_HOME/<suite>/<suite>.plist`, so that different apps naming the group share it.
///
/// ```swift
/// let location = try DefaultsLocation(suiteName: "com.example.app", appIdentifier: "com.example.app")
/// location.fileURL  // ~/.config/com.example.app/com.example.app.plist
/// ```
public struct DefaultsLocation: Sendable, Hashable {
    /// The suite (for the standard suite, the app identifier).
    public let suiteName: String
    /// The property-list file.
    public let fileURL: URL

    /// Locates `suiteName` for the app `appIdentifier` and, unless told not to, creates its
    /// directory (mode `0o700`).
    ///
    /// - Throws: ``DefaultsError`` with `.invalidSuiteName` if the suite or app identifier is not
    ///   a single file name, or `.io` if the directory cannot be created.
    public init(suiteName: String, appIdentifier: String, environment: XDGEnvironment = .current, createDirectory: Bool = true) throws {
        let owner = suiteName.hasPrefix("group.") ? suiteName : appIdentifier
        let directory: URL
        do {
            let directories = try AppDirectories(appIdentifier: owner, environment: environment)
            directory = createDirectory ? try directories.preferences : try directories.location(of: .preferences)
        } catch let error as FilesError where error.code == .invalidName {
            throw DefaultsError(.invalidSuiteName, "invalid suite '\(suiteName)' or app identifier '\(appIdentifier)': \(error.message)")
        } catch {
            throw DefaultsError(.io, "cannot create the preferences directory for suite '\(suiteName)': \(error)")
        }
        guard !suiteName.isEmpty, !suiteName.contains("/"), suiteName != ".", suiteName != ".." else {
            throw DefaultsError(.invalidSuiteName, "invalid suite name '\(suiteName)': it must be a single file name")
        }
        self.suiteName = suiteName
        fileURL = directory.appendingPathComponent(suiteName + ".plist")
    }

    /// The lock file that serializes writers across processes.
    var lockURL: URL { sibling(".lock") }
    /// The last good copy, restored if the file is found corrupt.
    var backupURL: URL { sibling(".bak") }

    /// Where a corrupt file is moved (kept, never deleted).
    func corruptURL(at date: Date) -> URL {
        sibling(".corrupt-\(Int(date.timeIntervalSince1970 * 1000))")
    }

    private func sibling(_ suffix: String) -> URL {
        fileURL.deletingLastPathComponent().appendingPathComponent("." + fileURL.lastPathComponent + suffix)
    }
}
