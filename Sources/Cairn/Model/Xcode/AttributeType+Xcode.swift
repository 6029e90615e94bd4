import Foundation

/// Xcode's names in `attributeType`. `"Undefined"` and `"Object ID"` have no
/// Cairn counterpart, so `init?(xcodeName:)` returns `nil` for them.
extension AttributeType: XcodeNamed {
    /// The name Xcode writes for this type in a model file's `attributeType` (also the CLI's
    /// diagrams' name for it).
    package var xcodeName: String {
        switch self {
        case .integer16: return "Integer 16"
        case .integer32: return "Integer 32"
        case .integer64: return "Integer 64"
        case .decimal: return "Decimal"
        case .double: return "Double"
        case .float: return "Float"
        case .string: return "String"
        case .boolean: return "Boolean"
        case .date: return "Date"
        case .binaryData: return "Binary"
        case .uuid: return "UUID"
        case .uri: return "URI"
        case .transformable: return "Transformable"
        case .composite: return "Composite"
        }
    }
}
