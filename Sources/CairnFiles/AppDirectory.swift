/// The standard places an app keeps files, after the iOS sandbox.
///
/// | directory | Linux location | backed up |
/// |---|---|---|
/// | ``documents`` | `$XDG_DATA_HOME/<app-id>/Documents` | yes |
/// | ``applicationSupport`` | `$XDG_DATA_HOME/<app-id>` | yes |
/// | ``caches`` | `$XDG_CACHE_HOME/<app-id>` (with `CACHEDIR.TAG`) | no |
/// | ``temporary`` | `$TMPDIR/<app-id>-<uid>` | no |
/// | ``state`` | `$XDG_STATE_HOME/<app-id>` | no |
/// | ``logs`` | `$XDG_STATE_HOME/<app-id>/Logs` | no |
/// | ``preferences`` | `$XDG_CONFIG_HOME/<app-id>` | yes |
public enum AppDirectory: String, Sendable, CaseIterable {
    /// User-created content (iOS `Documents/`).
    case documents
    /// Data the app manages, such as its database (iOS `Library/Application Support/`).
    case applicationSupport
    /// Data that can be downloaded or computed again; excluded from backup, evictable.
    case caches
    /// Scratch files, private to this user and app.
    case temporary
    /// State kept across restarts but not backed up (XDG state).
    case state
    /// Log files (iOS `Library/Logs/`).
    case logs
    /// Configuration and preferences (iOS `Library/Preferences/`).
    case preferences
}
