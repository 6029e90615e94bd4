#if !canImport(ObjectiveC)
    import Foundation

    /// A value transformer that converts between `Data` and objects that adopt
    /// `NSSecureCoding`, using secure keyed archiving.
    ///
    /// Registered as ``NSValueTransformerName/secureUnarchiveFromDataTransformerName``,
    /// and the usual base class for Core Data transformable attributes:
    ///
    /// ```swift
    /// final class ColorTransformer: NSSecureUnarchiveFromDataTransformer {
    ///     override class var allowedTopLevelClasses: [AnyClass] { [MyColor.self] }
    /// }
    /// ```
    ///
    /// ``transformedValue(_:)`` unarchives data into an object;
    /// ``reverseTransformedValue(_:)`` archives an object into data. Both return
    /// `nil` rather than failing when the input is not acceptable (Apple's also
    /// returns `nil`, after logging).
    ///
    /// Linux differences: the class checks of secure coding are made by this
    /// transformer before decoding (see the notes on each method), because Linux
    /// Foundation's secure unarchiver stops the process instead of failing. Nested
    /// objects must be instances of ``allowedTopLevelClasses`` or of the standard
    /// classes listed there by default; a custom class whose `init(coder:)`
    /// decodes some other class of its own will not be accepted.
    open class NSSecureUnarchiveFromDataTransformer: ValueTransformer {
        /// The classes the top-level object of an archive must be an instance of,
        /// when archiving and when unarchiving.
        ///
        /// As on Apple platforms: if a subclass overrides
        /// ``ValueTransformer/transformedValueClass()`` this is that one class;
        /// otherwise it is `NSArray`, `NSDictionary`, `NSSet`, `NSString`,
        /// `NSNumber`, `NSDate`, `NSData`, `NSURL`, `NSUUID` and `NSNull`.
        /// Override it to allow your own `NSSecureCoding` classes. (Apple's
        /// `transformedValueClass()` returns `Nil` here; Swift's `AnyClass` cannot,
        /// so `NSObject.self`, the inherited default, means "not overridden".)
        open class var allowedTopLevelClasses: [AnyClass] {
            let declared: AnyClass = transformedValueClass()
            guard declared == NSObject.self else { return [declared] }
            return standardClasses
        }

        /// Returns `true`: archiving is the reverse of unarchiving.
        open override class func allowsReverseTransformation() -> Bool {
            true
        }

        /// Unarchives `value` (`Data` or `NSData`) with secure coding.
        ///
        /// Returns `nil` if `value` is not data, is not a keyed archive, names a
        /// class that does not support secure coding or is not allowed, or its
        /// root object is not an instance of one of ``allowedTopLevelClasses``.
        /// Every class named in the archive is checked before any object is created.
        open override func transformedValue(_ value: Any?) -> Any? {
            SafeKeyedArchiving.unarchive(value, policy: policy)
        }

        /// Archives `value` with secure keyed archiving and returns the `Data`.
        ///
        /// Returns `nil` if `value` is `nil`, is not an instance of one of
        /// ``allowedTopLevelClasses``, or it or an object it contains does not
        /// support secure coding. Swift values bridge first (`String` to `NSString`,
        /// `[Any]` to `NSArray`, and so on), as on Apple platforms.
        open override func reverseTransformedValue(_ value: Any?) -> Any? {
            SafeKeyedArchiving.archive(value, policy: policy)
        }

        private var policy: KeyedArchivePolicy {
            let topLevel = Self.allowedTopLevelClasses
            return KeyedArchivePolicy(
                topLevelClasses: topLevel,
                memberClasses: topLevel + Self.standardClasses,
                requiresSecureCoding: true)
        }

        /// Apple's documented default list.
        private static var standardClasses: [AnyClass] {
            [
                NSArray.self, NSDictionary.self, NSSet.self, NSString.self, NSNumber.self,
                NSDate.self, NSData.self, NSURL.self, NSUUID.self, NSNull.self,
            ]
        }
    }
#endif
