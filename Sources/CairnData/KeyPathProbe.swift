import Cairn
import Foundation

/// Names the property a key path reads when the key path is not one of the class's own: a key
/// path through a protocol requirement (`#Predicate<T> { $0.uid == uid }` with `T: Document`) is
/// a different key path object from `\Note.uid`, though it reads the same property.
///
/// The key path is read on a probe model whose persisted attributes hold a distinct value each;
/// the value read back tells which attribute it was (Booleans and enums hold a valid value of
/// their own and are never named). Probing happens only for classes whose every required property
/// can hold a value safely (no required to-one relationship, no required `Codable` value, no
/// required enum without a first case or a default), so reading any property of the probe cannot
/// fail; otherwise, and when no attribute or several match, the key path stays unnamed and the
/// fetch throws as before.
enum KeyPathProbe {
    /// The property `keyPath` reads on a `type` model, if one attribute's value comes back.
    static func name(of keyPath: AnyKeyPath, in type: any PersistentModel.Type) -> String? {
        guard let (probe, sentinels) = makeProbe(type) else { return nil }
        guard let read = value(of: keyPath, on: probe) else { return nil }
        let value = propertyValue(read)
        let matches = sentinels.filter { $0.value == value }
        return matches.count == 1 ? matches[0].name : nil
    }

    /// A model of `type` over an object in no context whose attributes hold distinct values.
    private static func makeProbe(_ type: any PersistentModel.Type) -> (any PersistentModel, [(name: String, value: PropertyValue)])? {
        let entity = ModelTypeRegistry.entity(for: type)
        let object = ModelObject(entity: entity, insertInto: nil)
        var sentinels: [(name: String, value: PropertyValue)] = []
        let enums = enumProperties(of: type)
        for (position, property) in entity.properties.enumerated() {
            if let relationship = property as? RelationshipDescription {
                if relationship.isToMany || relationship.isOptional { continue }
                return nil
            }
            guard let attribute = property as? AttributeDescription else { continue }
            if let enumType = enums[attribute.name] {
                // An enum reads a value of its own (a sentinel would be no case of it), never named.
                if let raw = firstRawValue(of: enumType) ?? attribute.defaultValue {
                    object.setPrimitivePropertyValue(raw, forKey: attribute.name)
                } else if !attribute.isOptional {
                    return nil
                }
                continue
            }
            if attribute.attributeType == .boolean {
                // Two values cannot tell attributes apart: a Boolean is read safely, never named.
                object.setPrimitivePropertyValue(.bool(false), forKey: attribute.name)
                continue
            }
            guard let value = sentinel(for: attribute.attributeType, position) else {
                if attribute.isOptional { continue }
                return nil
            }
            object.setPrimitivePropertyValue(value, forKey: attribute.name)
            sentinels.append((attribute.name, value))
        }
        return (ModelTypeRegistry.model(for: object, as: type), sentinels)
    }

    /// A value of `attributeType` that no other attribute of the probe holds.
    private static func sentinel(for attributeType: AttributeType, _ position: Int) -> PropertyValue? {
        switch attributeType {
        case .integer16, .integer32, .integer64: return .integer(12_000 + Int64(position))
        case .double, .float: return .double(0.5 + Double(position))
        case .decimal: return .decimal(Decimal(position) + Decimal(string: "0.25")!)
        case .string: return .string("\u{1}cairn-probe-\(position)")
        case .date: return .date(Date(timeIntervalSinceReferenceDate: 1_000 + Double(position)))
        case .uuid: return .uuid(UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", position))!)
        case .uri: return .url(URL(string: "cairn-probe:\(position)")!)
        case .binaryData: return .data(Data("cairn-probe-\(position)".utf8))
        case .boolean, .transformable, .composite: return nil
        }
    }

    /// The enum types of `type`'s properties stored as raw values, by property name.
    private static func enumProperties(of type: any PersistentModel.Type) -> [String: Any.Type] {
        var enums: [String: Any.Type] = [:]
        for property in type.schemaMetadata {
            let (base, _) = ValueKind.unwrapped(property.valueType)
            if base is any RawRepresentable.Type, !(base is any PropertyValueConvertible.Type) { enums[property.name] = base }
        }
        return enums
    }

    /// The stored raw value of a `CaseIterable` enum's first case.
    private static func firstRawValue(of type: Any.Type) -> PropertyValue? {
        guard let cases = type as? any CaseIterable.Type else { return nil }
        return firstRawValue(cases)
    }

    private static func firstRawValue<C: CaseIterable>(_ type: C.Type) -> PropertyValue? {
        guard let first = type.allCases.first as? any RawRepresentable else { return nil }
        return (first.rawValue as? any PropertyValueConvertible)?.propertyValue
    }

    /// `model[keyPath: keyPath]`.
    private static func value<M: PersistentModel>(of keyPath: AnyKeyPath, on model: M) -> Any? {
        model[keyPath: keyPath]
    }

    /// The stored form of a value read through a key path.
    private static func propertyValue(_ value: Any) -> PropertyValue? {
        if let native = value as? any PropertyValueConvertible { return native.propertyValue }
        return nil
    }
}
