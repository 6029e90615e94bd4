#if !canImport(ObjectiveC)
    import Foundation

    /// Built-in transformer registered as `.negateBooleanTransformerName`.
    final class NegateBooleanTransformer: ValueTransformer {
        override class func transformedValueClass() -> AnyClass {
            NSNumber.self
        }

        override class func allowsReverseTransformation() -> Bool {
            true
        }

        override func transformedValue(_ value: Any?) -> Any? {
            NSNumber(value: !Self.boolValue(of: value))
        }

        override func reverseTransformedValue(_ value: Any?) -> Any? {
            transformedValue(value)
        }

        /// Reads a value the way Objective-C's `-boolValue` would: `nil` (a message
        /// to nil) and anything without a Boolean meaning count as `false`.
        private static func boolValue(of value: Any?) -> Bool {
            switch value {
            case let number as NSNumber: number.boolValue
            case let bool as Bool: bool
            case let string as String: NSString(string: string).boolValue
            case let string as NSString: string.boolValue
            default: false
            }
        }
    }
#endif
