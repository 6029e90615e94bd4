import CairnFiles
import Foundation

#if !canImport(Darwin)
    /// The user's directories as Foundation names them on Apple platforms (`URL.documentsDirectory`,
    /// `.applicationSupportDirectory`, `.cachesDirectory`), which Foundation on Linux does not
    /// declare: SwiftData and Core Data code builds store URLs from them
    /// (`URL.documentsDirectory.appending(path: "Notes.store")`).
    ///
    /// They follow the XDG base directories: Application Support is `$XDG_DATA_HOME`
    /// (`~/.local/share`), Caches `$XDG_CACHE_HOME` (`~/.cache`), Documents `~/Documents`. Like
    /// Foundation's, they are the user's directories, not the app's: add a folder of your own.
    extension URL {
        /// The user's Application Support directory: `$XDG_DATA_HOME`, else `~/.local/share`.
        public static var applicationSupportDirectory: URL {
            XDGEnvironment.baseDirectoryOrAccountHome(.data, environment: ProcessInfo.processInfo.environment)
        }

        /// The user's Caches directory: `$XDG_CACHE_HOME`, else `~/.cache`.
        public static var cachesDirectory: URL {
            XDGEnvironment.baseDirectoryOrAccountHome(.cache, environment: ProcessInfo.processInfo.environment)
        }

        /// The user's Documents directory: `~/Documents`.
        public static var documentsDirectory: URL {
            FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Documents", isDirectory: true)
        }
    }
#endif
