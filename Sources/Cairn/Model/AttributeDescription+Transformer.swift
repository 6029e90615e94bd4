import Foundation
import Logging

/// Transformable attributes with a named `ValueTransformer` (Core Data's `valueTransformerName`).
///
/// Cairn keeps `Codable` values as JSON, readable on every platform. The transformer named by an
/// attribute is used for what JSON cannot hold: values that are not `Codable` (an `NSSecureCoding`
/// class) with the built-in archiving transformers (`NSSecureUnarchiveFromData`, which Xcode
/// writes by default, `NSKeyedUnarchiveFromData`, `NSUnarchiveFromData`), and every value with
/// any other transformer, which the app registered for exactly this attribute.
extension AttributeDescription {
    /// The names of Foundation's archiving transformers, which Cairn replaces by JSON for
    /// `Codable` values.
    static let archivingTransformerNames: Set<String> = [
        NSValueTransformerName.secureUnarchiveFromDataTransformerName.rawValue,
        NSValueTransformerName.keyedUnarchiveFromDataTransformerName.rawValue,
        NSValueTransformerName.unarchiveFromDataTransformerName.rawValue,
    ]

    /// The stored form of `value` made by the attribute's transformer, or `nil` when Cairn's JSON
    /// encoding applies instead.
    ///
    /// - Throws: ``CairnError`` `.validation` naming the attribute when the transformer is not
    ///   registered or gives no data for the value.
    func transformedForStorage(_ value: Any) throws -> PropertyValue? {
        guard let name = valueTransformerName else { return nil }
        let isArchiver = Self.archivingTransformerNames.contains(name)
        if isArchiver && value is any Encodable { return nil }
        let transformer = try registeredTransformer(name)
        // Foundation's archivers (and subclasses of the secure one) unarchive in their forward
        // direction, so storing a value is their reverse; every other transformer makes data
        // going forward, as Core Data uses them.
        let archives = isArchiver || transformer is NSSecureUnarchiveFromDataTransformer
        let stored = archives ? transformer.reverseTransformedValue(value) : transformer.transformedValue(value)
        guard let data = stored as? Data else {
            throw CairnError(
                .validation,
                "\(qualifiedName): its value transformer '\(name)' gave no data for a value of type \(type(of: value)); store a value the transformer accepts.",
                entity: entity?.entityName, property: self.name)
        }
        return .data(data)
    }

    /// The value the attribute's transformer makes of stored `data`, or `nil` when the data is
    /// Cairn's JSON (or the attribute has no transformer).
    func objectFromTransformer(_ data: Data) -> Any?? {
        guard let name = valueTransformerName else { return nil }
        let isArchiver = Self.archivingTransformerNames.contains(name)
        if isArchiver && !data.starts(with: Self.keyedArchiveMagic) { return nil }
        let transformer: ValueTransformer
        do { transformer = try registeredTransformer(name) } catch {
            // The stored data is fine; this process cannot read it yet. It reads as nil.
            Logger.cairn.error("\((error as? CairnError)?.message ?? "\(error)") The value reads as nil.")
            return .some(nil)
        }
        let archives = isArchiver || transformer is NSSecureUnarchiveFromDataTransformer
        return .some(archives ? transformer.transformedValue(data) : transformer.reverseTransformedValue(data))
    }

    /// Keyed archives are binary property lists.
    private static let keyedArchiveMagic = Data("bplist00".utf8)

    private func registeredTransformer(_ name: String) throws -> ValueTransformer {
        guard let transformer = ValueTransformer(forName: NSValueTransformerName(rawValue: name)) else {
            throw CairnError(
                .validation,
                "\(qualifiedName) uses the value transformer '\(name)', which is not registered. Register it with ValueTransformer.setValueTransformer(_:forName:) before using the attribute.",
                entity: entity?.entityName, property: self.name)
        }
        return transformer
    }
}
