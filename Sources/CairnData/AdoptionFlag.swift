import Foundation

/// Tells the model initializer that `init(backingData:)` is running for a fetched object.
///
/// Swift runs a class's property initial values (`var stays: [Stay] = []`, and `nil` for every
/// optional) before the body of every designated initializer, `init(backingData:)` included. Through
/// the init accessors `@Model` generates, they would go to the backing data the class starts with,
/// which would create an engine object for them, only for the initializer's body to replace it with
/// the fetched one: an allocation and a copy per fetched model. The context sets this flag (per
/// thread, holding the model type's identity as an integer, never an object) around
/// `init(backingData:)`; the starting backing data takes it and ignores the initial values.
enum AdoptionFlag {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "CairnData: no thread-specific key is left (pthread_key_create returned \(status)).")
        return key
    }()

    /// Runs `body` (which calls `type.init(backingData:)`) with the flag set for `type`.
    static func adopting<T>(_ type: Any.Type, _ body: () -> T) -> T {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: UInt(bitPattern: ObjectIdentifier(type))))
        defer { pthread_setspecific(key, previous) }
        return body()
    }

    /// Whether the flag is set for `type`; clears it, so models that the initial values themselves
    /// create (`var place = Place()`) are not taken for fetched ones.
    static func take(_ type: Any.Type) -> Bool {
        guard let current = pthread_getspecific(key),
            UInt(bitPattern: current) == UInt(bitPattern: ObjectIdentifier(type))
        else { return false }
        pthread_setspecific(key, nil)
        return true
    }
}
