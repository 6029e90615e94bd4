import Logging

extension Logger {
    /// CairnKeychain's logger, label `cairn.keychain`.
    ///
    /// Made at each use (failures are rare), so a `LoggingSystem.bootstrap` that runs after the
    /// first message still receives the later ones. Messages name services and accounts, never secrets.
    static var cairnKeychain: Logger { Logger(label: "cairn.keychain") }
}
