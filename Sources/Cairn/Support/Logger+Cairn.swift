import Logging

extension Logger {
    /// The engine's logger, label `cairn`.
    ///
    /// Made at each use (warnings are rare), so a `LoggingSystem.bootstrap` that runs after the
    /// first warning still receives the later ones. Messages name entities, properties, files and
    /// object IDs, never stored or bound values.
    static var cairn: Logger { Logger(label: "cairn") }
}
