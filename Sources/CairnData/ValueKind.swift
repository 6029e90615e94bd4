import Cairn

/// What a model property's Swift type makes it: an attribute of a native type, an enum stored as
/// its raw value, a `Codable` value stored as JSON, or a relationship.
enum ValueKind {
    case attribute(AttributeType, isOptional: Bool)
    case codable(any Codable.Type, isOptional: Bool)
    case toOne(any PersistentModel.Type, isOptional: Bool)
    case toMany(any PersistentModel.Type)
    case unsupported

    init(_ type: Any.Type) {
        let (base, isOptional) = Self.unwrapped(type)
        if let model = base as? any PersistentModel.Type {
            self = .toOne(model, isOptional: isOptional)
        } else if let array = base as? any ModelArray.Type {
            self = .toMany(array.modelType)
        } else if let native = base as? any PropertyValueConvertible.Type {
            self = .attribute(native.attributeType, isOptional: isOptional)
        } else if let raw = base as? any RawRepresentable.Type, let native = Self.rawValueType(raw) {
            self = .attribute(native.attributeType, isOptional: isOptional)
        } else if let codable = base as? any Codable.Type {
            self = .codable(codable, isOptional: isOptional)
        } else {
            self = .unsupported
        }
    }

    /// The related class of a relationship.
    var destination: (any PersistentModel.Type)? {
        switch self {
        case .toOne(let type, _), .toMany(let type): return type
        default: return nil
        }
    }

    /// `T` and `true` for `Optional<T>`, else the type itself and `false`.
    static func unwrapped(_ type: Any.Type) -> (Any.Type, Bool) {
        if let optional = type as? any OptionalType.Type { return (optional.wrappedType, true) }
        return (type, false)
    }

    private static func rawValueType<R: RawRepresentable>(_ type: R.Type) -> (any PropertyValueConvertible.Type)? {
        R.RawValue.self as? any PropertyValueConvertible.Type
    }
}

/// `Optional`, seen through its wrapped type.
protocol OptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// An array of models: a to-many relationship.
protocol ModelArray {
    static var modelType: any PersistentModel.Type { get }
}

extension Array: ModelArray where Element: PersistentModel {
    static var modelType: any PersistentModel.Type { Element.self }
}
