import Foundation
import Logging

/// Stored values that do not fit the type the code reads them as: a typed property cannot throw,
/// so the read returns a stand-in and the error is logged and kept as the context's
/// ``ManagedObjectContext/lastDecodingError``. Such values come from a newer version of the app
/// (a new enum case, a changed `Codable` type), another process, or another device through sync.
extension ManagedObject {
    /// Reports that attribute `key` holds `value` (described for the message), which `problem`
    /// explains; the read returns `standIn` (described).
    package final func reportUndecodable(_ key: String, holding value: String, _ problem: String, readAs standIn: String, stored: PropertyValue? = nil) {
        let error = CairnError(
            .undecodableValue,
            "\(entity.entityName).\(key) of \(objectID.uriRepresentation.absoluteString) holds \(value), \(problem). It reads as \(standIn) until the value is changed. Add what this version of the app lacks (a newer version, or another device through sync, may have written it), or change the stored value.",
            entity: entity.entityName, objectID: objectID, property: key, value: stored)
        Logger.cairn.error("\(error.message)")
        managedObjectContext?.lastDecodingError = error
    }

    /// What a read of attribute `key` returns when its stored value does not fit `T`: the
    /// attribute's default value in the model, else `T`'s value for "no value" (`nil` for an
    /// optional, `0` or `false` for a scalar); `nil` when there is none.
    @usableFromInline
    final func standIn<T: Decodable>(forKey key: ManagedPropertyKey, as type: T.Type) -> T? {
        let attribute = entity.properties[propertyIndex(key)] as? AttributeDescription
        if let fallback = attribute?.defaultValue {
            if let convertible = T.self as? any PropertyValueConvertible.Type, let value = convertible.fromPropertyValue(fallback) as? T { return value }
            if case .data(let data) = fallback, let value = try? JSONDecoder().decode(T.self, from: data) { return value }
        }
        if let convertible = T.self as? any PropertyValueConvertible.Type, let zero = convertible.valueForNil as? T { return zero }
        return (T.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? T
    }

    /// A stored value for a message: short values as they are, data by its size.
    static func describeStored(_ value: PropertyValue) -> String {
        switch value {
        case .data(let data): return "\(data.count) bytes of data"
        case .string(let text): return text.count > 64 ? "a \(text.count)-character string" : "\"\(text)\""
        default: return value.anyValue.map { "\($0)" } ?? "nil"
        }
    }
}
