#if !canImport(ObjectiveC)
    import Foundation

    /// Built-in transformer registered as `.isNotNilTransformerName`.
    final class IsNotNilTransformer: ValueTransformer {
        override class func transformedValueClass() -> AnyClass {
            NSNumber.self
        }

        // Apple documents this transformer as not reversible.
        override class func allowsReverseTransformation() -> Bool {
            false
        }

        override func transformedValue(_ value: Any?) -> Any? {
            NSNumber(value: value != nil)
        }
    }
#endif
