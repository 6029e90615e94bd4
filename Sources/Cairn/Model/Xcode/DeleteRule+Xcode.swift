import Foundation

extension DeleteRule {
    /// Reads the rule name Xcode writes in a relationship's `deletionRule` (`"Nullify"`, `"No Action"` …).
    init?(xcodeName: String) {
        guard let rule = Self.allCases.first(where: { $0.xcodeName == xcodeName }) else { return nil }
        self = rule
    }

    /// The name Xcode writes for this rule in a relationship's `deletionRule`.
    var xcodeName: String {
        switch self {
        case .noAction: return "No Action"
        case .nullify: return "Nullify"
        case .cascade: return "Cascade"
        case .deny: return "Deny"
        }
    }
}
