import Cairn

/// What a non-optional enum property reads when its stored raw value has no case: the
/// declaration's initial value, the model attribute's default, or a `CaseIterable` enum's first
/// case.
enum EnumStandIn {
    static func value<T: RawRepresentable>(of type: T.Type, forKey key: String, in model: any PersistentModel.Type, object: ManagedObject) -> T?
    where T.RawValue: PropertyValueConvertible {
        if let declared = model.schemaMetadata.first(where: { $0.name == key })?.defaultValue as? T { return declared }
        if let attribute = object.entity.attributesByName[key], let stored = attribute.defaultValue,
            let raw = T.RawValue.fromPropertyValue(stored), let value = T(rawValue: raw)
        {
            return value
        }
        guard let cases = T.self as? any CaseIterable.Type else { return nil }
        return firstCase(of: cases) as? T
    }

    /// "which is not a raw value of Status (its cases: open, closed)", the cases listed by their
    /// raw values when the enum is `CaseIterable`.
    static func problem<T: RawRepresentable>(_ type: T.Type) -> String {
        guard let cases = T.self as? any CaseIterable.Type else { return "which is not a raw value of \(T.self)" }
        let known = rawValues(of: cases).map { "\($0)" }.joined(separator: ", ")
        return "which is not a raw value of \(T.self) (its cases: \(known))"
    }

    private static func firstCase<C: CaseIterable>(of type: C.Type) -> Any? { type.allCases.first }

    private static func rawValues<C: CaseIterable>(of type: C.Type) -> [Any] {
        type.allCases.map { ($0 as? any RawRepresentable)?.rawValue ?? $0 }
    }
}
