import Foundation

/// Xcode's names in a relationship's `deletionRule`.
extension DeleteRule: XcodeNamed {
    /// The name Xcode writes for this rule.
    var xcodeName: String {
        switch self {
        case .noAction: return "No Action"
        case .nullify: return "Nullify"
        case .cascade: return "Cascade"
        case .deny: return "Deny"
        }
    }
}
