/// A property backed by a ``Defaults`` key — the `@AppStorage` of settings types.
///
/// ```swift
/// struct Settings {
///     @DefaultSetting("theme") var theme = "system"
///     @DefaultSetting(.launchCount) var launchCount
/// }
/// var settings = Settings()
/// settings.theme = "dark"   // persisted
/// ```
@propertyWrapper
public struct DefaultSetting<Value: DefaultsValue>: Sendable {
    /// The key read and written.
    public let key: Defaults.Key<Value>
    /// The suite holding the value.
    public let defaults: Defaults

    /// A setting for a typed key.
    public init(_ key: Defaults.Key<Value>, defaults: Defaults = .standard) {
        self.key = key
        self.defaults = defaults
    }

    /// A setting for the key `name`, reading as `wrappedValue` until set.
    public init(wrappedValue: Value, _ name: String, defaults: Defaults = .standard) {
        self.init(Defaults.Key(name, default: wrappedValue), defaults: defaults)
    }

    /// The stored value, or the key's default.
    public var wrappedValue: Value {
        get { defaults[key] }
        nonmutating set { defaults[key] = newValue }
    }

    /// The setting itself, for `$setting.reset()` and `$setting.values`.
    public var projectedValue: DefaultSetting<Value> { self }

    /// Removes the stored value, so the setting reads as its default again.
    public func reset() {
        defaults.reset(key)
    }

    /// The values the setting takes, as an async sequence.
    public var values: AsyncStream<Value> {
        defaults.values(for: key)
    }
}
