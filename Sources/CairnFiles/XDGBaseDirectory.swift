/// One of the per-user base directories of the XDG Base Directory Specification.
///
/// Each is read from its environment variable; an unset, empty or relative value is ignored
/// (as the specification says) and the default under `$HOME` is used instead.
public enum XDGBaseDirectory: String, Sendable, CaseIterable {
    /// User data: `$XDG_DATA_HOME`, default `~/.local/share`.
    case data
    /// User configuration: `$XDG_CONFIG_HOME`, default `~/.config`.
    case config
    /// Non-essential cached data: `$XDG_CACHE_HOME`, default `~/.cache`.
    case cache
    /// State that persists between restarts but is not worth backing up (logs, history):
    /// `$XDG_STATE_HOME`, default `~/.local/state`.
    case state

    /// The environment variable naming the directory, for example `XDG_DATA_HOME`.
    public var variable: String {
        "XDG_\(rawValue.uppercased())_HOME"
    }

    /// The default location relative to the home directory, for example `.local/share`.
    public var defaultRelativePath: String {
        switch self {
        case .data: ".local/share"
        case .config: ".config"
        case .cache: ".cache"
        case .state: ".local/state"
        }
    }
}
