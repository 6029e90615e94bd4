import Foundation

/// Encoding values for transformable attributes, and the error when a value does not encode.
extension AttributeDescription {
    /// `value` as this transformable attribute stores it (JSON).
    ///
    /// - Throws: ``CairnError`` `.validation` (1550) from ``encodingFailure(of:_:objectID:)``.
    func encodedTransformable<T: Encodable>(_ value: T) throws -> PropertyValue {
        do { return try ManagedObject.encodeTransformable(value) } catch { throw encodingFailure(of: T.self, error) }
    }

    /// The error for a value of `valueType` that `cause` kept from being encoded: it names the
    /// entity, the attribute, the object if given and the type, never the value; `cause` is its
    /// ``CairnError/underlyingError``.
    func encodingFailure(of valueType: Any.Type, _ cause: any Error, objectID: ManagedObjectID? = nil) -> CairnError {
        let place = objectID.map { "\(qualifiedName) of \($0)" } ?? "\(qualifiedName) (transformable)"
        return CairnError(
            .validation,
            "\(place): a value of type \(valueType) cannot be encoded as JSON (\(Self.reason(cause))). Give it a value that encodes (JSONEncoder rejects NaN and infinite numbers).",
            entity: entity?.entityName, objectID: objectID, property: name, cause: cause)
    }

    /// What went wrong, without the value (`EncodingError.invalidValue` holds it).
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? EncodingError, case .invalidValue(_, let context) = error else { return "\(type(of: error))" }
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return path.isEmpty ? context.debugDescription : "\(context.debugDescription) At '\(path)'."
    }
}
