import Foundation

/// Tells the model initializer that `init(backingData:)` is running for a fetched object.
///
/// Swift runs a class's property initial values (`var stays: [Stay] = []`) before the body of every
/// designated initializer, `init(backingData:)` included; through the init accessors `@Model`
/// generates they would write the defaults over the fetched values. The context sets this flag
/// (per thread, holding the model type's identity as an integer, never an object) around
/// `init(backingData:)`; the backing data the initial values are written to takes it and ignores
/// them, and the initializer's body then installs the fetched object.
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
