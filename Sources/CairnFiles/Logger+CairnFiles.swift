import Logging

extension Logger {
    /// CairnFiles' logger, label `cairn.files`.
    ///
    /// Made at each use (problems are rare), so a `LoggingSystem.bootstrap` that runs after the
    /// first message still receives the later ones. Messages name paths, never file contents.
    static var cairnFiles: Logger { Logger(label: "cairn.files") }
}
