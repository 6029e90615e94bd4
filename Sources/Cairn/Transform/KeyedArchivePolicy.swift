#if !canImport(ObjectiveC)
    import Foundation

    /// Which classes an archive handled by ``SafeKeyedArchiving`` may contain.
    struct KeyedArchivePolicy {
        /// Classes the root object must be an instance of; `nil` allows any.
        let topLevelClasses: [AnyClass]?
        /// Classes any object in the archive must be a subclass of; `nil` allows any.
        let memberClasses: [AnyClass]?
        /// Whether every class in the archive must adopt `NSSecureCoding`
        /// (and return `true` from `supportsSecureCoding`), rather than just `NSCoding`.
        let requiresSecureCoding: Bool

        /// What the keyed (non-secure) transformers accept: any `NSCoding` object.
        static let anyCodingClass = KeyedArchivePolicy(
            topLevelClasses: nil, memberClasses: nil, requiresSecureCoding: false)

        func permits(_ cls: AnyClass) -> Bool {
            let codable =
                if requiresSecureCoding {
                    (cls as? NSSecureCoding.Type)?.supportsSecureCoding == true
                } else {
                    cls is NSCoding.Type
                }
            guard codable else { return false }
            guard let memberClasses else { return true }
            return memberClasses.contains { Self.isClass(cls, kindOf: $0) }
        }

        func permitsTopLevel(_ object: AnyObject) -> Bool {
            guard let topLevelClasses else { return true }
            return topLevelClasses.contains { Self.isClass(type(of: object), kindOf: $0) }
        }

        private static func isClass(_ cls: AnyClass, kindOf ancestor: AnyClass) -> Bool {
            var current: AnyClass? = cls
            while let candidate = current {
                if candidate == ancestor { return true }
                current = _getSuperclass(candidate)
            }
            return false
        }
    }
#endif
