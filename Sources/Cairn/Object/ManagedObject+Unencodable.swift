import Foundation

/// Values of transformable attributes that do not encode: set without trapping, failing the next
/// save (see ``UnencodableValues``), as Core Data fails at save when a value transformer fails.
extension ManagedObject {
    /// Stores `value` in the transformable attribute at `index` as JSON, or, if it does not
    /// encode, keeps it for the next save to fail on.
    final func setEncodedValue<T: Encodable>(_ value: T, at index: Int) {
        do {
            setPrimitiveValue(try Self.encodeTransformable(value), at: index)
        } catch {
            keepUnencodable(value, failure: error, at: index)
        }
    }

    /// Keeps `value`, which failed to encode with `cause`, for the next save to fail on; reads of
    /// the attribute return it until then. Traps for an object outside any context (no save to fail).
    final func keepUnencodable(_ value: Any, failure cause: any Error, at index: Int) {
        guard let context = managedObjectContext else {
            let attribute = entity.properties[index] as! AttributeDescription
            preconditionFailure(
                "\(attribute.encodingFailure(of: type(of: value), cause).message) The object is in no context, so the error cannot wait for a save.")
        }
        willAccessValues()
        let marker = context.unencodableValues.record(value, failure: cause, of: self, at: index)
        setPrimitiveValue(marker, at: index)
    }

    /// The value that did not encode, waiting in the attribute at `index`, if any.
    final func unencodableValue(at index: Int) -> Any? {
        managedObjectContext?.unencodableValues.value(of: self, at: index)
    }
}
