import Foundation

/// The per-app data directory the container uses by default.
enum AppDataDirectory {
    /// `$XDG_DATA_HOME/<name>` when that variable is an absolute path, else `~/.local/share/<name>`
    /// (the XDG base-directory rules); Application Support on Apple platforms.
    static func url(for name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        #if canImport(Darwin)
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        #else
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) } ?? FileManager.default.homeDirectoryForCurrentUser
            base = home.appendingPathComponent(".local/share", isDirectory: true)
        }
        #endif
        return base.appendingPathComponent(name, isDirectory: true)
    }
}
