import Cairn

extension PersistentContainer {
    /// The directory stores go in by default: `$XDG_DATA_HOME/<process name>`
    /// (Core Data's Application Support directory).
    ///
    /// Not throwing, as Core Data declares it: a process with no home directory at all
    /// (`XDG_DATA_HOME` and `HOME` unset, no password entry) stops with the reason. Use
    /// ``/Cairn/PersistentContainer/defaultDirectoryURL(for:environment:)`` to handle that case.
    public class func defaultDirectoryURL() -> URL {
        do {
            return try defaultDirectoryURL(for: ProcessInfo.processInfo.processName)
        } catch {
            preconditionFailure("NSPersistentContainer.defaultDirectoryURL(): \(error)")
        }
    }
}
