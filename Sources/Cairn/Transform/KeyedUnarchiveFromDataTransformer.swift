#if !canImport(ObjectiveC)
    import Foundation

    /// Built-in transformer registered as `.keyedUnarchiveFromDataTransformerName`
    /// and `.unarchiveFromDataTransformerName`: keyed archiving of any `NSCoding` object.
    final class KeyedUnarchiveFromDataTransformer: ValueTransformer {
        override class func transformedValueClass() -> AnyClass {
            NSData.self
        }

        override class func allowsReverseTransformation() -> Bool {
            true
        }

        /// Data in, object out; `nil` for anything that is not a readable archive.
        override func transformedValue(_ value: Any?) -> Any? {
            SafeKeyedArchiving.unarchive(value, policy: .anyCodingClass)
        }

        /// Object in, archive data out; `nil` for objects that cannot be archived.
        override func reverseTransformedValue(_ value: Any?) -> Any? {
            SafeKeyedArchiving.archive(value, policy: .anyCodingClass)
        }
    }
#endif
