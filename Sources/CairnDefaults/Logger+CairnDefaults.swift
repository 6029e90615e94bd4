import Logging

extension Logger {
    /// CairnDefaults' logger, label `cairn.defaults`.
    ///
    /// Made at each use (problems are rare), so a `LoggingSystem.bootstrap` that runs after the
    /// first message still receives the later ones. Messages name suites, keys and files, never values.
    static var cairnDefaults: Logger { Logger(label: "cairn.defaults") }
}
