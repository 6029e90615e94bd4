import Cairn
import Foundation

/// The common app pattern: a secure transformer that allows one model class.
final class ColorTransformer: NSSecureUnarchiveFromDataTransformer {
    override class var allowedTopLevelClasses: [AnyClass] { [MyColor.self] }
}

/// Declares its class through transformedValueClass() instead, which Apple
/// documents as the source of allowedTopLevelClasses.
final class DeclaredColorTransformer: NSSecureUnarchiveFromDataTransformer {
    override class func transformedValueClass() -> AnyClass { MyColor.self }
}
