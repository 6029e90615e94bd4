import Foundation

/// Core Data reports errors as `NSError`s in `NSCocoaErrorDomain` with its numeric codes; code
/// written for it reads `(error as NSError).code` and the validation keys of `userInfo`. A
/// `CairnError` bridges to exactly that.
extension CairnError: CustomNSError {
    /// `NSCocoaErrorDomain`, Core Data's error domain.
    public static var errorDomain: String { NSCocoaErrorDomain }

    /// The Core Data error code (``Code/rawValue``).
    public var errorCode: Int { code.rawValue }

    /// The message, the entity, object and property at fault under Core Data's keys
    /// (`NSValidationErrorKey`, `NSValidationErrorObject`), several errors under
    /// `NSDetailedErrors`, and the cause under `NSUnderlyingErrorKey`.
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [NSLocalizedDescriptionKey: description]
        if let propertyName { info["NSValidationErrorKey"] = propertyName }
        if let objectID { info["NSValidationErrorObject"] = objectID }
        if let entityName { info["NSEntityName"] = entityName }
        if !underlyingErrors.isEmpty { info["NSDetailedErrors"] = underlyingErrors.map { $0 as NSError } }
        if !constraintConflicts.isEmpty { info["conflictList"] = constraintConflicts }
        if let underlyingError { info[NSUnderlyingErrorKey] = underlyingError as NSError }
        return info
    }
}
