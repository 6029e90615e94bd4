import Foundation

/// Stores a `Codable` type in ``Defaults`` as JSON data (the pattern UserDefaults users write
/// by hand with `JSONEncoder`), so it works with typed keys and ``DefaultSetting``.
///
/// ```swift
/// struct Person: Codable, DefaultsCodableValue { var name: String; var age: Int }
/// defaults.set(Person(name: "John Smith", age: 30), forKey: "person")
/// let person = defaults.value(Person.self, forKey: "person")
/// ```
public protocol DefaultsCodableValue: Codable, DefaultsValue {}

extension DefaultsCodableValue {
    /// Decodes JSON data; `nil` if the stored value is not data or does not decode.
    public init?(propertyListValue: PropertyListValue) {
        guard case .data(let data) = propertyListValue,
            let value = try? JSONDecoder().decode(Self.self, from: data)
        else { return nil }
        self = value
    }

    /// The JSON encoding, as data.
    ///
    /// - Precondition: the value encodes as JSON (a non-finite `Double` does not).
    public var propertyListValue: PropertyListValue {
        do {
            return .data(try JSONEncoder().encode(self))
        } catch {
            preconditionFailure("\(Self.self) cannot be stored in Defaults: JSON encoding failed (\(error)); use setCodable(_:forKey:) to handle the error")
        }
    }
}
