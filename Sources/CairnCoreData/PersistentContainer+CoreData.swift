import Cairn

extension PersistentContainer {
    /// The directory stores go in by default: `$XDG_DATA_HOME/<process name>`
    /// (Core Data's Application Support directory).
    ///
    /// - Throws: `CairnError` if the directory cannot be found or made.
    public class func defaultDirectoryURL() throws -> URL {
        try defaultDirectoryURL(for: ProcessInfo.processInfo.processName)
    }
}
