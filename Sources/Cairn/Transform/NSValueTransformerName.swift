#if !canImport(ObjectiveC)
    /// The name under which a ``ValueTransformer`` is registered.
    ///
    /// Mirrors Foundation's `NSValueTransformerName`: an extensible, string-backed
    /// identifier. Declare your own names in an extension, exactly as on Apple platforms:
    ///
    /// ```swift
    /// extension NSValueTransformerName {
    ///     static let colorTransformerName = NSValueTransformerName("ColorTransformer")
    /// }
    /// ```
    public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
        /// The string that identifies the transformer.
        public let rawValue: String

        /// Creates a name from its string value.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a name from its string value.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    extension NSValueTransformerName {
        /// A reversible transformer that negates a Boolean value, turning `true`
        /// into `false` and `false` into `true`. Returns an `NSNumber`.
        public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")

        /// A non-reversible transformer that returns an `NSNumber` holding `true`
        /// when the value is `nil`, otherwise `false`.
        public static let isNilTransformerName = NSValueTransformerName("NSIsNil")

        /// A non-reversible transformer that returns an `NSNumber` holding `true`
        /// when the value is not `nil`, otherwise `false`.
        public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")

        /// A reversible transformer that unarchives an object from data, and archives
        /// an object into data in reverse. The object must support `NSCoding`.
        ///
        /// Deprecated on Apple platforms. `NSUnarchiver` does not exist in Linux
        /// Foundation, so on Linux this name uses the same keyed archive format as
        /// ``keyedUnarchiveFromDataTransformerName``; it cannot read data written by
        /// Apple's old non-keyed `NSArchiver`.
        public static let unarchiveFromDataTransformerName = NSValueTransformerName("NSUnarchiveFromData")

        /// A reversible transformer that unarchives an object from keyed-archive data,
        /// and archives an object into keyed-archive data in reverse. The object must
        /// support `NSCoding`. Deprecated on Apple platforms in favour of
        /// ``secureUnarchiveFromDataTransformerName``, because it decodes any class.
        public static let keyedUnarchiveFromDataTransformerName = NSValueTransformerName("NSKeyedUnarchiveFromData")

        /// A reversible transformer that unarchives an object from keyed-archive data
        /// using secure coding, and archives it back in reverse. The object must
        /// support `NSSecureCoding` and be one of
        /// ``NSSecureUnarchiveFromDataTransformer/allowedTopLevelClasses``.
        public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
    }
#endif
