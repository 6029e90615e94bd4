import Cairn
import Foundation

/// A reversible custom transformer: String to UTF-8 Data and back.
final class StringToDataTransformer: ValueTransformer {
    override class func transformedValueClass() -> AnyClass { NSData.self }

    override class func allowsReverseTransformation() -> Bool { true }

    override func transformedValue(_ value: Any?) -> Any? {
        (value as? String).map { Data($0.utf8) }
    }

    override func reverseTransformedValue(_ value: Any?) -> Any? {
        (value as? Data).flatMap { String(data: $0, encoding: .utf8) }
    }
}

/// A forward-only transformer that relies on the inherited reverse implementation.
final class UppercaseTransformer: ValueTransformer {
    override class func allowsReverseTransformation() -> Bool { false }

    override func transformedValue(_ value: Any?) -> Any? {
        (value as? String)?.uppercased()
    }
}

/// Reversible, but only overrides the forward direction: the inherited
/// reverse must call transformedValue(_:).
final class SelfInverseTransformer: ValueTransformer {
    override func transformedValue(_ value: Any?) -> Any? {
        (value as? Int).map { -$0 }
    }
}
