import Foundation

extension Defaults {
    /// The value for `key` as a Foundation object (`String`, `Int`, `Double`, `Bool`, `Data`,
    /// `Date`, `[Any]`, `[String: Any]`), or `nil`. Registered defaults count.
    public func object(forKey key: String) -> Any? {
        store.value(forKey: key)?.anyValue
    }

    /// The value for `key` as a ``PropertyListValue``, or `nil`.
    public func propertyListValue(forKey key: String) -> PropertyListValue? {
        store.value(forKey: key)
    }

    /// The string for `key`; numbers are given in decimal; `nil` otherwise.
    public func string(forKey key: String) -> String? {
        store.value(forKey: key)?.stringValue
    }

    /// The Boolean for `key`: `false` if absent. Numbers and "true"/"YES"/"1" are coerced.
    public func bool(forKey key: String) -> Bool {
        store.value(forKey: key)?.boolValue ?? false
    }

    /// The integer for `key`: `0` if absent. `true` is 1, reals round down, numeric strings parse.
    public func integer(forKey key: String) -> Int {
        store.value(forKey: key)?.integerValue ?? 0
    }

    /// The number for `key`: `0` if absent or not a number.
    public func double(forKey key: String) -> Double {
        store.value(forKey: key)?.doubleValue ?? 0
    }

    /// The number for `key` as `Float`: `0` if absent or not a number.
    public func float(forKey key: String) -> Float {
        Float(double(forKey: key))
    }

    /// The data for `key`, or `nil`.
    public func data(forKey key: String) -> Data? {
        value(Data.self, forKey: key)
    }

    /// The date for `key`, or `nil`.
    public func date(forKey key: String) -> Date? {
        value(Date.self, forKey: key)
    }

    /// The URL for `key`: a stored URL, or a path string (with `~`) as a file URL; else `nil`.
    public func url(forKey key: String) -> URL? {
        value(URL.self, forKey: key)
    }

    /// The array for `key` as Foundation objects, or `nil`.
    public func array(forKey key: String) -> [Any]? {
        object(forKey: key) as? [Any]
    }

    /// The array for `key` if every element is a string, else `nil`.
    public func stringArray(forKey key: String) -> [String]? {
        value([String].self, forKey: key)
    }

    /// The dictionary for `key` as Foundation objects, or `nil`.
    public func dictionary(forKey key: String) -> [String: Any]? {
        object(forKey: key) as? [String: Any]
    }

    /// The value for `key` converted to `type`, or `nil` if absent or of another type.
    ///
    /// ```swift
    /// let theme = defaults.value(Theme.self, forKey: "theme") ?? .system
    /// ```
    public func value<Value: DefaultsValue>(_ type: Value.Type, forKey key: String) -> Value? {
        store.value(forKey: key).flatMap(Value.init(propertyListValue:))
    }
}
