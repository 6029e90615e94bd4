import Foundation

extension Defaults {
    /// Stores any `Encodable` value as JSON data under `key`.
    ///
    /// ```swift
    /// try defaults.setCodable(Person(name: "John Smith", age: 30), forKey: "person")
    /// let person = try defaults.codable(Person.self, forKey: "person")
    /// ```
    ///
    /// - Throws: ``DefaultsError`` with `.coding` if encoding fails; nothing is stored.
    public func setCodable<Value: Encodable>(_ value: Value, forKey key: String, encoder: JSONEncoder = JSONEncoder()) throws {
        do {
            set(try encoder.encode(value), forKey: key)
        } catch {
            throw DefaultsError(.coding, "cannot encode \(Value.self) for key '\(key)': \(error)")
        }
    }

    /// Decodes the JSON data stored under `key`; `nil` if there is none.
    ///
    /// - Throws: ``DefaultsError`` with `.coding` if the stored value is not data or does not decode.
    public func codable<Value: Decodable>(_ type: Value.Type, forKey key: String, decoder: JSONDecoder = JSONDecoder()) throws -> Value? {
        guard let stored = store.value(forKey: key) else { return nil }
        guard case .data(let data) = stored else {
            throw DefaultsError(.coding, "the value for key '\(key)' is not data, so it cannot decode as \(Value.self)")
        }
        do {
            return try decoder.decode(type, from: data)
        } catch {
            throw DefaultsError(.coding, "cannot decode \(Value.self) from key '\(key)': \(error)")
        }
    }
}
