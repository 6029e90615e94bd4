/// The namespace for typed keys: extend it with `static let` keys so they can be written
/// `.name` wherever a ``DefaultsKey`` is expected.
///
/// ```swift
/// extension Defaults.Keys {
///     static let theme = Defaults.Key<String>("theme", default: "system")
///     static let launchCount = Defaults.Key<Int>("launchCount", default: 0)
/// }
/// defaults[.launchCount] += 1
/// ```
public class DefaultsKeys: @unchecked Sendable {
    // Safety: holds no state; subclasses hold only immutable, Sendable values.
    /// The key's name in the property list.
    public let name: String

    init(name: String) {
        self.name = name
    }
}

/// A typed key with a default value, used with ``Defaults`` subscripts and ``DefaultSetting``.
public final class DefaultsKey<Value: DefaultsValue>: DefaultsKeys, @unchecked Sendable {
    // Safety: immutable; `Value` is `Sendable`.
    /// The value read when the key has none (it is not written to disk).
    public let defaultValue: Value

    /// Creates a key named `name` whose value is `defaultValue` until set.
    public init(_ name: String, default defaultValue: Value) {
        self.defaultValue = defaultValue
        super.init(name: name)
    }
}

extension Defaults {
    /// The namespace to extend with typed keys.
    public typealias Keys = DefaultsKeys
    /// A typed key with a default value.
    public typealias Key<Value: DefaultsValue> = DefaultsKey<Value>

    /// The value for a typed key, or its default; setting `nil`-free values persists them.
    ///
    /// ```swift
    /// defaults[.theme] = "dark"
    /// ```
    public subscript<Value: DefaultsValue>(key: Key<Value>) -> Value {
        get { value(Value.self, forKey: key.name) ?? key.defaultValue }
        set { set(newValue, forKey: key.name) }
    }

    /// Removes the value of a typed key, so it reads as its default again.
    public func reset<Value: DefaultsValue>(_ key: Key<Value>) {
        removeObject(forKey: key.name)
    }
}
