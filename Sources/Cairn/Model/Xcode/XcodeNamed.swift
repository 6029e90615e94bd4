import Foundation

/// A type whose cases Xcode's model files spell with names of their own (`"Integer 16"`,
/// `"No Action"` …).
protocol XcodeNamed: CaseIterable {
    /// The name Xcode writes for this case.
    var xcodeName: String { get }
}

extension XcodeNamed {
    /// The case Xcode spells `xcodeName`, `nil` for an unknown name.
    init?(xcodeName: String) {
        guard let match = Self.allCases.first(where: { $0.xcodeName == xcodeName }) else { return nil }
        self = match
    }

    /// Every name, quoted and comma-separated, for error messages.
    static var xcodeNameList: String {
        allCases.map { "'\($0.xcodeName)'" }.joined(separator: ", ")
    }
}
